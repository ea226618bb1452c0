import type { Bucket } from '../credits/bucket.ts'
import type { Subscription } from './subscription.ts'

/** A user's subscriptions and the credit buckets they granted: what purchases, grants and cancels change. */
export type Holdings = {
  readonly subscriptions: readonly Subscription[]
  readonly buckets: readonly Bucket[]
}

/**
 * What to write to a user's holdings. `updated` and `ended` name existing records by id; only a
 * subscription's state and end, and only a bucket's expiry, may differ (`used` belongs to charges).
 */
export type HoldingsChange = {
  readonly opened: readonly Subscription[]
  readonly updated: readonly Subscription[]
  readonly granted: readonly Bucket[]
  readonly ended: readonly Bucket[]
}

export const NO_CHANGE: HoldingsChange = { opened: [], updated: [], granted: [], ended: [] }

export const isNoChange = (change: HoldingsChange): boolean =>
  change.opened.length + change.updated.length + change.granted.length + change.ended.length === 0

const replacing = <T extends { readonly id: string }>(
  current: readonly T[],
  changed: readonly T[],
  added: readonly T[],
): readonly T[] => {
  const byId = new Map(changed.map((x) => [x.id, x]))
  return [...current.map((x) => byId.get(x.id) ?? x), ...added]
}

/** The holdings after a change, as a store that wrote it would read them back (before ordering). */
export const applyChange = (holdings: Holdings, change: HoldingsChange): Holdings => ({
  subscriptions: replacing(holdings.subscriptions, change.updated, change.opened),
  buckets: replacing(holdings.buckets, change.ended, change.granted),
})
