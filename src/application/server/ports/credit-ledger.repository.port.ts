import type { Bucket, BucketId } from '../../../domain/credits/bucket.ts'
import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { Credits } from '../../../domain/credits/credits.ts'
import type { Charge } from '../../../domain/credits/quote.ts'
import type { PaidLine, Refund } from '../../../domain/credits/refund.ts'
import type { Instant } from '../../../domain/shared/instant.ts'

export type UserId = string

/**
 * What a charge should write, decided by the caller from the buckets as they are under the lock.
 * `buckets` is the whole list after paying (as domain `spend` returns it); each bucket's `used` may
 * only grow by what `charges` take from it, one ledger line per charge.
 */
export type ChargeDecision<R> =
  | { readonly _tag: 'NoCharge'; readonly result: R }
  | {
      readonly _tag: 'Charge'
      readonly buckets: readonly Bucket[]
      readonly charges: readonly Charge[]
      /** What was paid for, e.g. the CreditAction tag `RevealProfile`. */
      readonly ledgerAction: string
      /** What it was paid for, e.g. a profile id; null when nothing identifies it. */
      readonly reference: string | null
      /** The bulk job it was paid in, written with the lines (the job's figure is their sum). */
      readonly job?: string
      readonly at: Instant
      readonly result: R
    }

/**
 * What a refund should write, decided by the caller under the lock from the buckets and the lines of
 * one reference: `buckets` is the whole list after giving back (as domain `refundLine` returns it).
 */
export type RefundDecision<R> =
  | { readonly _tag: 'NoRefund'; readonly result: R }
  | {
      readonly _tag: 'Refund'
      readonly buckets: readonly Bucket[]
      readonly refund: Refund
      /** Why it was given back, e.g. `BounceRefund`. */
      readonly ledgerAction: string
      readonly reference: string | null
      readonly at: Instant
      readonly result: R
    }

/** One itemised line of the credit log: one charge taken from one bucket, or one given back. */
export type LedgerLine = {
  /** Given by the store when the line is written: unique among all lines, and never changes. */
  readonly id: string
  readonly bucketId: BucketId
  readonly kind: CreditKind
  readonly quantity: Credits
  readonly action: string
  readonly reference: string | null
  readonly at: Instant
  /** Present on a refund line only: the id of the line it gives back (each line at most once). */
  readonly refundOf?: string
}

/** Some of a user's ledger lines, and how many lines the user has in all. */
export type LedgerPage = { readonly total: number; readonly lines: readonly LedgerLine[] }

/**
 * Each user's credit buckets and the log of what was taken from them. The balance never goes below
 * zero, also under concurrent charges from many processes: `charge` runs one user's decisions one at a
 * time, each on the buckets as the previous one left them.
 */
export interface CreditLedgerRepository {
  /** Adds buckets to a user (creating the user if new). A bucket id already in use is a defect. */
  grant(userId: UserId, buckets: readonly Bucket[]): Promise<void>
  /** The user's buckets, ordered by id (code-unit order); none for an unknown user. */
  buckets(userId: UserId): Promise<readonly Bucket[]>
  /**
   * All or nothing: with the user's buckets locked, calls `decide` once and writes what it decided.
   * If `decide` throws, nothing is written and the error propagates. Returns the decision's result.
   */
  charge<R>(userId: UserId, decide: (buckets: readonly Bucket[]) => ChargeDecision<R>): Promise<R>
  /**
   * All or nothing, under the same lock as `charge`: calls `decide` once with the buckets and the
   * user's charge lines of `reference` (each saying whether a refund line already gives it back), and
   * writes what it decided: the bucket's `used` lowered and one refund line. A line is given back at
   * most once, also when two refunds race. Returns the decision's result.
   */
  refund<R>(
    userId: UserId,
    reference: string,
    decide: (buckets: readonly Bucket[], lines: readonly PaidLine[]) => RefundDecision<R>,
  ): Promise<R>
  /** The user's ledger lines, newest first (lines of one charge: last written first). */
  ledger(userId: UserId): Promise<readonly LedgerLine[]>
  /**
   * At most `limit` of the user's lines from the 0-based `offset`, in `ledger`'s order (so pages never
   * overlap or skip), with the user's total; a page past the end has no lines.
   */
  ledgerPage(userId: UserId, offset: number, limit: number): Promise<LedgerPage>
}
