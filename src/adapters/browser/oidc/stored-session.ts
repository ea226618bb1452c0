import { accessTokenIsUsable } from '../../../domain/identity/sign-in-rules.ts'
import { type SignedInUser, userFromClaims } from '../../../domain/identity/signed-in-user.ts'
import { STORED_USER_KEY_PREFIX } from './storage-keys.ts'

// Issue 24: a signed-in page calls the API at once, and all it needs for that is the token
// oidc-client-ts stored. Reading it here, without the library (and jose), keeps both out of the
// dashboard's arrival; they load when a token has to be refreshed, and for sign-in and sign-out.

/** The provider and client a session is stored for (the client configuration's), and its roles claim. */
export type StoredSessionSettings = {
  readonly issuer: string
  readonly clientId: string
  readonly rolesClaim: string
}

/** What the stored session says, read as oidc-client-ts's OidcClientIdentity reads it. */
export type StoredSession = {
  /** Who the stored ID token says is signed in. */
  readonly user: SignedInUser | null
  /** The stored access token while it is usable; undefined when it is to be refreshed. */
  readonly usableAccessToken: string | undefined
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** Where oidc-client-ts keeps the signed-in user: its store's prefix, then `user:<authority>:<client>`. */
export const storedUserKey = (settings: StoredSessionSettings): string =>
  `${STORED_USER_KEY_PREFIX}${settings.issuer}:${settings.clientId}`

/**
 * The session oidc-client-ts stored for this provider and client (its `User.toStorageString()`):
 * undefined unless it is there, with an ID token and the token's claims, and reads cleanly. Undefined
 * is not "signed out": it hands the question to oidc-client-ts, which also removes an entry it cannot
 * read.
 */
export const readStoredSession = (
  storage: Storage,
  settings: StoredSessionSettings,
  nowSeconds: number,
): StoredSession | undefined => {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(storedUserKey(settings)) ?? 'null')
  } catch {
    return undefined // storage disabled, or an entry that is not JSON
  }
  if (!isRecord(stored) || !nonEmpty(stored.id_token) || !isRecord(stored.profile)) return undefined
  const expiresAt = stored.expires_at
  if (expiresAt !== undefined && typeof expiresAt !== 'number') return undefined
  const usable = nonEmpty(stored.access_token) && accessTokenIsUsable(expiresAt, nowSeconds)
  return {
    user: userFromClaims(stored.profile, settings.rolesClaim),
    usableAccessToken: usable ? (stored.access_token as string) : undefined,
  }
}
