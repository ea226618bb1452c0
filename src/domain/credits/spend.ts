import type { Instant } from '../shared/instant.ts'
import { type Bucket, remaining } from './bucket.ts'
import type { CreditAction, Parts } from './credit-action.ts'
import { credits } from './credits.ts'
import { type Charge, type CreditsExceeded, quote } from './quote.ts'

export type Spent = {
  readonly _tag: 'Spent'
  readonly buckets: readonly Bucket[]
  readonly charges: readonly Charge[]
  readonly reveals: Parts
}

const applyCharges = (buckets: readonly Bucket[], charges: readonly Charge[]): readonly Bucket[] => {
  if (charges.length === 0) return buckets
  for (const c of charges) {
    if (!buckets.some((b) => b.id === c.bucketId))
      throw new Error(`charge names unknown bucket ${c.bucketId}`)
  }
  return buckets.map((bucket) => {
    const taken = charges.filter((c) => c.bucketId === bucket.id).reduce((total, c) => total + c.quantity, 0)
    if (taken === 0) return bucket
    // quote only picks buckets with credits left, so an overdraft here is a defect, not a user error.
    if (taken > remaining(bucket)) throw new Error(`bucket ${bucket.id} would go below zero`)
    return { ...bucket, used: credits(bucket.used + taken) }
  })
}

/**
 * Pays for an action, all or nothing: either every charge of its quote is taken (and only those), or
 * CreditsExceeded is returned and the caller keeps its buckets unchanged. Inputs are never mutated.
 */
export const spend = (
  buckets: readonly Bucket[],
  action: CreditAction,
  now: Instant,
): Spent | CreditsExceeded => {
  const quoted = quote(buckets, action, now)
  if (quoted._tag === 'CreditsExceeded') return quoted
  return {
    _tag: 'Spent',
    buckets: applyCharges(buckets, quoted.charges),
    charges: quoted.charges,
    reveals: quoted.reveals,
  }
}
