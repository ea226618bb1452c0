import type { FastifyRequest } from 'fastify'
import type { Caller } from '../../../../application/server/caller.ts'
import {
  type AccessTokenVerifier,
  isTokenRejected,
} from '../../../../application/server/ports/access-token-verifier.port.ts'
import type { SignInUser } from '../../../../application/server/sign-in-user.use-case.ts'
import type { Authenticate } from '../routing/register-routes.ts'

// A user's row is refreshed at most this often per process: every request verifies its token, but
// only the first in a while writes.
const RECORD_EVERY_MS = 60_000
const MAX_REMEMBERED = 10_000

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization
  if (header === undefined) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

/** Authorization: Bearer <access token> → the caller, through the verifier and SignInUser. */
export const bearerAuthenticator = (
  verifier: AccessTokenVerifier,
  signIn: SignInUser,
  now: () => number = Date.now,
): Authenticate => {
  const recorded = new Map<string, { readonly caller: Caller; readonly until: number }>()
  return async (request) => {
    const token = bearerToken(request)
    if (token === null) return null
    const verified = await verifier.verify(token)
    if (isTokenRejected(verified)) {
      request.log.info({ reason: verified.reason }, 'access token refused')
      return null
    }
    // Kept by token, whose claims never change (writing the claims out as a key cost a twentieth of an
    // API call); a new token, after a refresh, records the user again: one write a token at most.
    const known = recorded.get(token)
    if (known !== undefined && known.until > now()) return known.caller
    const caller = await signIn.execute(verified)
    if (recorded.size >= MAX_REMEMBERED) recorded.clear()
    recorded.set(token, { caller, until: now() + RECORD_EVERY_MS })
    return caller
  }
}
