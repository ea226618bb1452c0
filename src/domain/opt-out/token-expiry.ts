import { type Instant, instant } from '../shared/instant.ts'

/** How long a confirmation link works: a day, long enough to find the mail, short enough to go stale. */
export const OPT_OUT_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000

export const optOutExpiry = (requestedAt: Instant, lifetimeMs = OPT_OUT_TOKEN_LIFETIME_MS): Instant =>
  instant(requestedAt + lifetimeMs)

/** Where a confirmation link stands: still usable, already used (single use), or too old. */
export type TokenState = 'Usable' | 'Used' | 'Expired'

/** Used wins over expired: a link confirmed in time stays "used" however old it gets. */
export const tokenState = (
  request: { readonly expiresAt: Instant; readonly confirmedAt: Instant | null },
  now: Instant,
): TokenState => {
  if (request.confirmedAt !== null) return 'Used'
  return now < request.expiresAt ? 'Usable' : 'Expired'
}
