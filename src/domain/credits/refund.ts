import type { Bucket, BucketId } from './bucket.ts'
import type { CreditKind, PAYS_FOR_EMAILS } from './credit-kind.ts'
import { type Credits, credits } from './credits.ts'

/** A ledger line that took credits, as a refund sees it: which bucket paid, and whether it was given back. */
export type PaidLine = {
  readonly id: string
  readonly bucketId: BucketId
  readonly kind: CreditKind
  readonly quantity: Credits
  /** A refund line already gives this line back. */
  readonly refunded: boolean
}

/** What a refund writes: the credits of one line back to the bucket that paid, as a line of its own. */
export type Refund = {
  readonly bucketId: BucketId
  readonly kind: CreditKind
  readonly quantity: Credits
  /** The line given back (a line is given back at most once). */
  readonly refundOf: string
}

export type Refunded = {
  readonly _tag: 'Refunded'
  readonly buckets: readonly Bucket[]
  readonly refund: Refund
}
export type NothingToRefund = {
  readonly _tag: 'NothingToRefund'
  readonly why: 'NoPayingLine' | 'AlreadyRefunded' | 'BucketGone'
}

// Which credit paid for an email part (quote.ts), the narrowest first: an email credit, a lead credit
// (alone or for both parts), or the free credit that covered what no paid credit did. The kinds are
// PAYS_FOR_EMAILS (refund.prop.test.ts holds them to it); only the order is this rule's own.
const EMAIL_PAYERS = ['email', 'lead', 'free'] as const satisfies readonly (typeof PAYS_FOR_EMAILS)[number][]

/**
 * The line that paid for the email part among the lines of one reveal or find (one reference): the
 * email credit if one was taken, else the lead credit, else the free one. A lead credit that paid for
 * emails and phones together is given back whole: a credit does not split.
 */
export const emailPayingLine = (lines: readonly PaidLine[]): PaidLine | undefined => {
  for (const kind of EMAIL_PAYERS) {
    const line = lines.find((l) => l.kind === kind)
    if (line !== undefined) return line
  }
  return undefined
}

/**
 * Gives one paid line back to the bucket that paid it: its `used` goes down by the line's quantity.
 * At most once: a line already given back gives nothing. Inputs are never mutated.
 */
export const refundLine = (
  buckets: readonly Bucket[],
  line: PaidLine | undefined,
): Refunded | NothingToRefund => {
  if (line === undefined) return { _tag: 'NothingToRefund', why: 'NoPayingLine' }
  if (line.refunded) return { _tag: 'NothingToRefund', why: 'AlreadyRefunded' }
  const bucket = buckets.find((b) => b.id === line.bucketId)
  // A line's bucket holds at least its quantity in `used` while the ledger balances; anything else is
  // a bucket that is no longer the user's (never, with the ledger's rules) and gives nothing back.
  if (bucket === undefined || bucket.used < line.quantity)
    return { _tag: 'NothingToRefund', why: 'BucketGone' }
  return {
    _tag: 'Refunded',
    buckets: buckets.map((b) => (b.id === bucket.id ? { ...b, used: credits(b.used - line.quantity) } : b)),
    refund: { bucketId: bucket.id, kind: bucket.kind, quantity: line.quantity, refundOf: line.id },
  }
}
