import type { Bucket } from '../../../domain/credits/bucket.ts'
import type { Parts } from '../../../domain/credits/credit-action.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { ChargeDecision, UserId } from './credit-ledger.repository.port.ts'

/** One members page of one company, as paid for. */
export type MembersPageKey = { readonly companyId: string; readonly page: number }

/** A reveal's decision: what to charge, and which parts the user may see from `at` on. */
export type RevealDecision<R> = {
  readonly charge: ChargeDecision<R>
  readonly revealed: Parts
  readonly at: Instant
}

/** A person a user has revealed something of: what, and when that last grew. */
export type RevealedContact = {
  readonly profileId: ProfileId
  readonly revealed: Parts
  /** The latest reveal that showed a part not shown before. */
  readonly revealedAt: Instant
}

/**
 * What each user has paid to see, kept with their credits. Each method runs under the same per-user
 * lock as CreditLedgerRepository.charge and writes the charge and the record of what it bought in one
 * transaction, so a person is never charged twice and never charged without being shown.
 */
export interface ContactAccessRepository {
  /** With the lock held: the user's buckets and what they already revealed of this person. */
  reveal<R>(
    userId: UserId,
    profileId: ProfileId,
    decide: (buckets: readonly Bucket[], alreadyRevealed: Parts) => RevealDecision<R>,
  ): Promise<R>
  /** What the user has revealed of each person (absent: nothing); no lock, for display. */
  revealedOf(userId: UserId, profileIds: readonly ProfileId[]): Promise<ReadonlyMap<ProfileId, Parts>>
  /**
   * Everyone the user has revealed anything of, latest `revealedAt` first, equal times by profile id
   * (code-point order); no lock, for export. Bounded by what the user paid for, one credit a person.
   */
  revealedBy(userId: UserId): Promise<readonly RevealedContact[]>
  /**
   * With the lock held: the user's buckets and whether they paid for this page at or after `paidSince`.
   * A Charge decision records the page as paid at its `at`.
   */
  viewPage<R>(
    userId: UserId,
    page: MembersPageKey,
    paidSince: Instant,
    decide: (buckets: readonly Bucket[], alreadyPaid: boolean) => ChargeDecision<R>,
  ): Promise<R>
}
