/** SPEC §6: the scopes the web app asks for. */
export const SIGN_IN_SCOPES = [
  'openid',
  'offline_access',
  'profile',
  'email',
  'roles',
  'read',
  'write',
] as const

/** SPEC §9's sign-in constants. */
export const CLOCK_TOLERANCE_SECONDS = 300
export const KEY_FETCH_TIMEOUT_MS = 5_000
export const KEY_COOLDOWN_MS = 30_000
export const KEY_CACHE_MAX_AGE_MS = 600_000

/** Where the provider sends the browser back (SPEC §2), and where a signed-in user lands by default. */
export const CALLBACK_PATH = '/callback'
export const HOME_PATH = '/'

/**
 * An access token this close to its end is refreshed rather than sent: it could expire on the way to
 * the API (SPEC §4's "reused until expiry", less the time a request takes).
 */
export const ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS = 30

/** SPEC §5: the ID token's issued-at lies within the clock tolerance of now, in either direction. */
export const issuedAtIsFresh = (issuedAt: unknown, nowSeconds: number): boolean =>
  typeof issuedAt === 'number' &&
  Number.isFinite(issuedAt) &&
  Math.abs(nowSeconds - issuedAt) <= CLOCK_TOLERANCE_SECONDS

/** An access token is reused while it has more than the margin left; one without an end is reused. */
export const accessTokenIsUsable = (expiresAtSeconds: number | undefined, nowSeconds: number): boolean =>
  expiresAtSeconds === undefined || expiresAtSeconds - nowSeconds > ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS

// A path on this site: one leading slash, then no second slash or backslash (which browsers read as
// another host), no spaces or ASCII control characters, and at most a modest length.
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/
// NUL to US, and DEL: the control characters of ASCII.
const isAsciiControl = (char: string): boolean => char < ' ' || char === '\u007f'
const MAX_RETURN_PATH_LENGTH = 2_048

/**
 * Where to go after signing in: the requested address when it is a path on this site, else home. The
 * value round-trips through storage the page does not control, so it is never trusted to leave the site,
 * and never the callback itself (which would loop).
 */
export const safeReturnPath = (requested: unknown): string => {
  if (typeof requested !== 'string' || requested.length > MAX_RETURN_PATH_LENGTH) return HOME_PATH
  if (!SITE_PATH.test(requested) || [...requested].some(isAsciiControl)) return HOME_PATH
  const path = requested.split(/[?#]/, 1)[0] ?? ''
  if (path === CALLBACK_PATH || path.startsWith(`${CALLBACK_PATH}/`)) return HOME_PATH
  return requested
}
