import type { Bucket, BucketId } from '../../../domain/credits/bucket.ts'
import { type Credits, credits } from '../../../domain/credits/credits.ts'
import type { PaidLine } from '../../../domain/credits/refund.ts'
import type { ChargeDecision, RefundDecision } from './credit-ledger.repository.port.ts'

/** A bucket whose `used` a charge moves from `from` to `to`. */
export type UsedChange = { readonly bucketId: BucketId; readonly from: Credits; readonly to: Credits }

type Charging = Extract<ChargeDecision<unknown>, { _tag: 'Charge' }>

const defect = (message: string): never => {
  throw new Error(`inconsistent charge decision: ${message}`)
}

/**
 * The `used` changes a Charge decision asks for, checked against the buckets it was decided on. Every
 * repository writes through this, so the ledger always adds up: per bucket, the quantities of its lines
 * equal its `used`. It checks bookkeeping only; which bucket pays is the domain's business.
 */
export const usedChanges = (loaded: readonly Bucket[], decision: Charging): readonly UsedChange[] => {
  const before = new Map(loaded.map((b) => [b.id, b]))
  const ids = new Set(decision.buckets.map((b) => b.id))
  if (
    ids.size !== loaded.length ||
    decision.buckets.length !== loaded.length ||
    !loaded.every((b) => ids.has(b.id))
  )
    defect('it adds, drops or repeats buckets')
  for (const c of decision.charges) {
    const bucket = before.get(c.bucketId) ?? defect(`charge names unknown bucket ${c.bucketId}`)
    if (c.kind !== bucket.kind) defect(`charge of ${c.kind} against ${bucket.kind} bucket ${c.bucketId}`)
    if (c.quantity <= 0) defect(`charge of ${c.quantity} against bucket ${c.bucketId}`)
  }
  return decision.buckets.flatMap((after) => {
    const old = before.get(after.id) ?? defect(`unknown bucket ${after.id}`)
    const taken = decision.charges
      .filter((c) => c.bucketId === after.id)
      .reduce((total, c) => total + c.quantity, 0)
    if (after.used !== old.used + taken) defect(`bucket ${after.id} used does not match its charges`)
    if (after.used > old.granted) defect(`bucket ${after.id} would go below zero`)
    return taken === 0 ? [] : [{ bucketId: after.id, from: old.used, to: after.used }]
  })
}

type Refunding = Extract<RefundDecision<unknown>, { _tag: 'Refund' }>

/**
 * The one `used` change a Refund decision asks for, checked against the buckets and lines it was
 * decided on: the same buckets, only the paying one lower, by the given-back line's quantity, and that
 * line one of the reference's, not given back before. So per bucket, its charge lines less its refund
 * lines still equal its `used`.
 */
export const refundChange = (
  loaded: readonly Bucket[],
  lines: readonly PaidLine[],
  decision: Refunding,
): UsedChange => {
  const { refund } = decision
  const line =
    lines.find((l) => l.id === refund.refundOf) ?? defect(`refund of unknown line ${refund.refundOf}`)
  if (line.refunded) defect(`line ${line.id} is already given back`)
  if (line.bucketId !== refund.bucketId || line.quantity !== refund.quantity || line.kind !== refund.kind)
    defect(`refund does not match line ${line.id}`)
  const ids = new Set(decision.buckets.map((b) => b.id))
  if (ids.size !== loaded.length || !loaded.every((b) => ids.has(b.id)))
    defect('it adds, drops or repeats buckets')
  const before = new Map(loaded.map((b) => [b.id, b]))
  for (const after of decision.buckets) {
    const old = before.get(after.id) ?? defect(`unknown bucket ${after.id}`)
    const given = after.id === refund.bucketId ? refund.quantity : 0
    if (after.used !== old.used - given) defect(`bucket ${after.id} used does not match the refund`)
    if (after.used < 0) defect(`bucket ${after.id} would give back more than it used`)
  }
  const old = before.get(refund.bucketId) ?? defect(`refund names unknown bucket ${refund.bucketId}`)
  return { bucketId: old.id, from: old.used, to: credits(old.used - refund.quantity) }
}
