import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { type SignInFailure, signInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import {
  CLOCK_TOLERANCE_SECONDS,
  issuedAtIsFresh,
  KEY_CACHE_MAX_AGE_MS,
  KEY_COOLDOWN_MS,
  KEY_FETCH_TIMEOUT_MS,
} from '../../../domain/identity/sign-in-rules.ts'
import { failureFrom } from './oidc-failures.ts'

/** Null when the ID token passes; else why not. */
export type IdTokenCheck = (idToken: string) => Promise<SignInFailure | null>

/** Asymmetric algorithms only: `none` and HMAC (keyed with a public key) are refused. */
export const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]

export type IdTokenCheckSettings = {
  readonly issuer: string
  /** The ID token's audience is the web app (SPEC §5: audience = app id). */
  readonly clientId: string
  /** The provider's key set address, from its discovery document. */
  readonly jwksUri: () => Promise<string | undefined>
  readonly now: () => number
}

/**
 * SPEC §5: the ID token is verified against the provider's signing keys (fetched with SPEC §9's timeout,
 * cooldown and cache age, never following a redirect), its issuer and audience checked with 300 s of
 * clock tolerance, and its issued-at within 300 s of now. oidc-client-ts checks none of this itself.
 */
export const idTokenCheck = (settings: IdTokenCheckSettings): IdTokenCheck => {
  let keys: JWTVerifyGetKey | undefined
  const keySet = async (): Promise<JWTVerifyGetKey | SignInFailure> => {
    if (keys !== undefined) return keys
    const uri = await settings.jwksUri()
    if (uri === undefined) return signInFailure('KeySetNotOk')
    keys = createRemoteJWKSet(new URL(uri), {
      timeoutDuration: KEY_FETCH_TIMEOUT_MS,
      cooldownDuration: KEY_COOLDOWN_MS,
      cacheMaxAge: KEY_CACHE_MAX_AGE_MS,
    })
    return keys
  }

  return async (idToken) => {
    try {
      const getKey = await keySet()
      if (typeof getKey !== 'function') return getKey
      const { payload } = await jwtVerify(idToken, getKey, {
        issuer: settings.issuer,
        audience: settings.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'iat', 'exp'],
        currentDate: new Date(settings.now()),
      })
      return issuedAtIsFresh(payload.iat, Math.floor(settings.now() / 1000))
        ? null
        : signInFailure('InvalidIat')
    } catch (error) {
      return failureFrom(error, 'idToken')
    }
  }
}
