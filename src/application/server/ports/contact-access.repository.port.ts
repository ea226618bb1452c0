import type { Bucket } from '../../../domain/credits/bucket.ts'
import type { Parts } from '../../../domain/credits/credit-action.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { ChargeDecision, UserId } from './credit-ledger.repository.port.ts'
import type { SearchLogLine } from './search-log.repository.port.ts'

/** One members page of one company, as paid for. */
export type MembersPageKey = { readonly companyId: string; readonly page: number }

/** A reveal's decision: what to charge, which parts the user may see from `at` on, what to log. */
export type RevealDecision<R> = {
  readonly charge: ChargeDecision<R>
  readonly revealed: Parts
  readonly at: Instant
  /** The call's search-log line, written with the rest; absent, nothing is logged (a refused call). */
  readonly logged?: SearchLogLine
}

/** A members page's decision: what to charge, and what to log (as for a reveal). */
export type PageDecision<R> = {
  readonly charge: ChargeDecision<R>
  readonly logged?: SearchLogLine
}

/** One reveal of a list (`revealMany`): the buckets and holdings as the decisions before it left them. */
export type DecideInList<R> = (
  buckets: readonly Bucket[],
  alreadyRevealed: Parts,
  profileId: ProfileId,
  position: number,
) => RevealDecision<R>

/** A person a user has revealed something of: what, and when that last grew. */
export type RevealedContact = {
  readonly profileId: ProfileId
  readonly revealed: Parts
  /** The latest reveal that showed a part not shown before. */
  readonly revealedAt: Instant
}

/**
 * What each user has paid to see, kept with their credits. Each method runs under the same per-user
 * lock as CreditLedgerRepository.charge and writes the charge, the record of what it bought and the
 * call's search-log line in one transaction, so a person is never charged twice, never charged without
 * being shown, and never shown without the call in the log.
 */
export interface ContactAccessRepository {
  /** With the lock held: the user's buckets and what they already revealed of this person. */
  reveal<R>(
    userId: UserId,
    profileId: ProfileId,
    decide: (buckets: readonly Bucket[], alreadyRevealed: Parts) => RevealDecision<R>,
  ): Promise<R>
  /**
   * Many reveals in one turn of the lock and one transaction (a bulk job's chunk): calls `decide` for
   * each id in list order, each on the buckets as the decisions before it left them and with what the
   * user holds of that person after them (an id twice in the list: the second sees the first's reveal),
   * and writes every decision together. In buckets, ledger lines, revealed parts and log lines it is
   * exactly `reveal` called for each id in turn; only the commit is shared. All or nothing: if a
   * `decide` throws or a decision is inconsistent, nothing of the list is written. The results are in
   * list order. `position` is the id's place in the list: an adapter may run the transaction again (a
   * retry), and each attempt decides the list from position 0, so a `decide` that carries something from
   * one id to the next (a refusal, a crossing) starts afresh at 0.
   */
  revealMany<R>(
    userId: UserId,
    profileIds: readonly ProfileId[],
    decide: DecideInList<R>,
  ): Promise<readonly R[]>
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
    decide: (buckets: readonly Bucket[], alreadyPaid: boolean) => PageDecision<R>,
  ): Promise<R>
}
