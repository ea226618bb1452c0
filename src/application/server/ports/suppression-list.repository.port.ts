import type { OptOutEmail } from '../../../domain/opt-out/opt-out-email.ts'
import type { OptOutTokenHash } from '../../../domain/opt-out/opt-out-token.ts'
import type { SuppressionEntry, SuppressionKey } from '../../../domain/opt-out/suppression-key.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'

/** An opt-out asked for and waiting for its link to be followed. */
export type NewOptOutRequest = {
  readonly tokenHash: OptOutTokenHash
  readonly profileId: ProfileId
  readonly email: OptOutEmail
  readonly requestedAt: Instant
  readonly expiresAt: Instant
}

/**
 * A request as stored. Until it is confirmed it names the profile and the address (they are needed to
 * act on it); confirming forgets both, so a confirmed request holds only its token's hash and times.
 */
export type OptOutRequestRecord =
  | (NewOptOutRequest & { readonly confirmedAt: null })
  | {
      readonly tokenHash: OptOutTokenHash
      readonly profileId: null
      readonly email: null
      readonly requestedAt: Instant
      readonly expiresAt: Instant
      readonly confirmedAt: Instant
    }

/**
 * The people who opted out, as hashed keys only (domain/opt-out/suppression-key.ts), and the requests
 * waiting for confirmation. Every method fails loudly (a defect) when the list was written with another
 * pepper than the one this process hashes with: such keys would silently never match.
 */
export interface SuppressionList {
  addRequest(request: NewOptOutRequest): Promise<void>
  findRequest(tokenHash: OptOutTokenHash): Promise<OptOutRequestRecord | undefined>
  /** Adds the keys (each once, however often added) with when they were added. */
  suppress(entries: readonly SuppressionEntry[], at: Instant): Promise<void>
  /**
   * Marks a pending request confirmed at `at` and forgets its profile and address; false when it was
   * not pending (unknown, or confirmed already), so of two confirmations at once only one succeeds.
   */
  markConfirmed(tokenHash: OptOutTokenHash, at: Instant): Promise<boolean>
  /** The given keys that are suppressed. */
  suppressedAmong(keys: readonly SuppressionKey[]): Promise<ReadonlySet<SuppressionKey>>
  /**
   * Deletes requests whose link expired before `now`, confirmed or not: pending ones still name a
   * person, and no one can use them any more. Answers how many went.
   */
  purgeExpired(now: Instant): Promise<number>
}
