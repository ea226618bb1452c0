import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose'
import type {
  AccessTokenVerifier,
  TokenRejected,
  VerifiedToken,
} from '../../../application/server/ports/access-token-verifier.port.ts'
import { discoverJwksUri } from './discover-jwks-uri.ts'

export type TokenVerifierConfig = {
  readonly issuer: string
  /** The API's audience (resource indicator) the token must name. */
  readonly audience: string
  readonly algorithms: readonly string[]
  /** The claim holding the roles array (or a single role string). */
  readonly rolesClaim: string
}

// SPEC §9's key-set limits, applied to the API's own fetches of the provider's keys.
const JWKS_OPTIONS = { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 600_000 }
const CLOCK_TOLERANCE_SECONDS = 5
// Every API request carries its token, and a client sends the same one for minutes: verifying it again
// (an RS256 signature check, ~50 µs) cost about as much as Fastify's whole hello-world request.
// Bounded, so a flood of distinct tokens costs memory once, not without end.
const REMEMBERED_TOKENS = 10_000

const rejected = (reason: string): TokenRejected => ({ _tag: 'TokenRejected', reason })

const stringClaim = (payload: JWTPayload, ...names: string[]): string | null => {
  for (const name of names) {
    const value = payload[name]
    if (typeof value === 'string' && value !== '') return value
  }
  return null
}

const rolesOf = (payload: JWTPayload, claim: string): readonly string[] => {
  const value = payload[claim]
  if (typeof value === 'string') return [value]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/**
 * Verifies access tokens with jose against the issuer's published keys: signature, issuer, audience,
 * expiry and an allow-list of algorithms (so `none` and HMAC-with-the-public-key tricks are refused).
 * The key set is found through the issuer's discovery document once, then cached by jose; or, for the
 * embedded provider, given directly (`localKeys`, its public keys): the same checks, without the service
 * fetching its own public address (which it may not reach from inside, behind a proxy or NAT).
 * A token that passed is remembered until its expiry, so the next request with it skips the signature
 * check; the cost is that a key withdrawn at the issuer stops its tokens only when they expire.
 */
export class JoseAccessTokenVerifier implements AccessTokenVerifier {
  private keySet: Promise<JWTVerifyGetKey> | undefined
  private readonly localKeySet: JWTVerifyGetKey | undefined
  /** Tokens that passed, until their `exp` (no tolerance here): a token's claims never change. */
  private readonly verified = new Map<string, { readonly token: VerifiedToken; readonly until: number }>()

  constructor(
    private readonly config: TokenVerifierConfig,
    localKeys?: JSONWebKeySet,
    private readonly now: () => number = Date.now,
  ) {
    this.localKeySet = localKeys === undefined ? undefined : createLocalJWKSet(localKeys)
  }

  async verify(token: string): Promise<VerifiedToken | TokenRejected> {
    const known = this.verified.get(token)
    if (known !== undefined) {
      if (this.now() < known.until) return known.token
      this.verified.delete(token)
    }
    try {
      const { payload } = await jwtVerify(token, await this.keys(), {
        issuer: this.config.issuer,
        audience: this.config.audience,
        algorithms: [...this.config.algorithms],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(this.now()),
      })
      const subject = payload.sub ?? ''
      const verified: VerifiedToken = {
        subject,
        roles: rolesOf(payload, this.config.rolesClaim),
        username: stringClaim(payload, 'preferred_username', 'name', 'nickname', 'email') ?? subject,
        email: stringClaim(payload, 'email'),
        avatar: stringClaim(payload, 'picture'),
      }
      this.remember(token, verified, (payload.exp ?? 0) * 1000)
      return verified
    } catch (error) {
      if (error instanceof errors.JOSEError) return rejected(error.code)
      // A key set that cannot be fetched is the provider's outage, not a bad token: try again next time.
      this.keySet = undefined
      return rejected(error instanceof Error ? error.message : 'unverifiable token')
    }
  }

  private remember(token: string, verified: VerifiedToken, until: number) {
    if (until <= this.now()) return
    // The oldest entry goes first (a Map keeps insertion order): the tokens in use are the recent ones.
    if (this.verified.size >= REMEMBERED_TOKENS) {
      const oldest = this.verified.keys().next()
      if (oldest.done !== true) this.verified.delete(oldest.value)
    }
    this.verified.set(token, { token: verified, until })
  }

  private keys(): Promise<JWTVerifyGetKey> | JWTVerifyGetKey {
    if (this.localKeySet !== undefined) return this.localKeySet
    this.keySet ??= discoverJwksUri(this.config.issuer).then((uri) => createRemoteJWKSet(uri, JWKS_OPTIONS))
    return this.keySet
  }
}
