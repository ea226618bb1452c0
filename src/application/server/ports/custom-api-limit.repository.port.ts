import type { UserId } from './credit-ledger.repository.port.ts'

/**
 * The API rate limit an admin set for a user (calls a minute; issue 21 §2, the CUSTOM plan's limit).
 * Kept whether or not the user still holds a CUSTOM plan: the domain's apiLimitsOf decides when it
 * applies, so a renewed plan brings the agreed limit back.
 */
export interface CustomApiLimitRepository {
  /** The limit set for the user; null: none. */
  find(userId: UserId): Promise<number | null>
  /** Sets (a whole number from 1) or clears (null) the user's limit; answers the one it replaced. */
  set(userId: UserId, perMinute: number | null): Promise<number | null>
}
