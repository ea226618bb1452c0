import type { FastifyRequest } from 'fastify'
import type { AuthenticateApiKey } from '../../../../application/server/authenticate-api-key.use-case.ts'
import { looksLikeKey } from '../../../../domain/api-keys/api-key.ts'
import type { Authenticate } from '../routing/register-routes.ts'

const bearerValue = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization
  if (header === undefined) return null
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null
}

/**
 * `Authorization: Bearer ll_live_…` is an API key: the caller is the key's user, within its scopes.
 * Any other bearer value is an access token, verified as before.
 */
export const apiKeyOrBearer =
  (keys: AuthenticateApiKey, tokens: Authenticate): Authenticate =>
  (request) => {
    const value = bearerValue(request)
    if (value !== null && looksLikeKey(value)) return keys.execute(value, request.ip)
    return tokens(request)
  }
