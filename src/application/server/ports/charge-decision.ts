import type { Bucket, BucketId } from '../../../domain/credits/bucket.ts'
import type { Credits } from '../../../domain/credits/credits.ts'
import type { ChargeDecision } from './credit-ledger.repository.port.ts'

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
