/** What a valid access token says about its bearer. */
export type VerifiedToken = {
  readonly subject: string
  /** The roles claim (its name is configured); `admin` marks an administrator. */
  readonly roles: readonly string[]
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
}

/** Why a token was refused; for the log only: the caller just gets a 401. */
export type TokenRejected = { readonly _tag: 'TokenRejected'; readonly reason: string }

/** Checks a bearer access token: signature, issuer, audience, expiry and algorithm. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<VerifiedToken | TokenRejected>
}

export const isTokenRejected = (value: VerifiedToken | TokenRejected): value is TokenRejected =>
  '_tag' in value
