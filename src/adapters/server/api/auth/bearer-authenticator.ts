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
  // Kept by the claims, so a new token with the same claims records no one again. The verifier hands
  // back the same object for a token it has seen, so the claims are written out once a token, not on
  // every request (that cost a twentieth of an API call).
  const claimsKeys = new WeakMap<object, string>()
  const claimsKey = (verified: object): string => {
    const known = claimsKeys.get(verified)
    if (known !== undefined) return known
    const key = JSON.stringify(verified)
    claimsKeys.set(verified, key)
    return key
  }
  return async (request) => {
    const token = bearerToken(request)
    if (token === null) return null
    const verified = await verifier.verify(token)
    if (isTokenRejected(verified)) {
      request.log.info({ reason: verified.reason }, 'access token refused')
      return null
    }
    const key = claimsKey(verified)
    const known = recorded.get(key)
    if (known !== undefined && known.until > now()) return known.caller
    const caller = await signIn.execute(verified)
    if (recorded.size >= MAX_REMEMBERED) recorded.clear()
    recorded.set(key, { caller, until: now() + RECORD_EVERY_MS })
    return caller
  }
}
