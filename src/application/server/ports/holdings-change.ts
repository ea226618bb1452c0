import type { Order } from '../../../domain/orders/order.ts'
import type { Holdings, HoldingsChange } from '../../../domain/subscriptions/holdings.ts'
import type { NewUsage } from './billing.repository.port.ts'

const defect = (message: string): never => {
  throw new Error(`inconsistent billing decision: ${message}`)
}

// Equal in every field but `free` ones, whatever the order of keys.
const sameExcept = <T extends object>(a: T, b: T, free: readonly (keyof T)[]): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof T)[])
  return [...keys].every((k) => free.includes(k) || a[k] === b[k])
}

const unique = (ids: readonly string[], what: string) => {
  if (new Set(ids).size !== ids.length) defect(`${what} repeats an id`)
}

/**
 * Checks a holdings change against the holdings it was decided on, as every repository writes it:
 * new ids are new, changed ids exist, and only what may change differs (a subscription's state and
 * end, a bucket's expiry). It checks bookkeeping only; what a purchase does is the domain's business.
 */
export const checkChange = (loaded: Holdings, change: HoldingsChange): void => {
  const subs = new Map(loaded.subscriptions.map((s) => [s.id, s]))
  const buckets = new Map(loaded.buckets.map((b) => [b.id, b]))
  unique(
    [...change.opened, ...change.updated].map((s) => s.id),
    'subscriptions',
  )
  unique(
    [...change.granted, ...change.ended].map((b) => b.id),
    'buckets',
  )
  for (const s of change.opened) if (subs.has(s.id)) defect(`subscription ${s.id} already exists`)
  for (const b of change.granted) if (buckets.has(b.id)) defect(`bucket ${b.id} already exists`)
  for (const s of change.updated) {
    const old = subs.get(s.id) ?? defect(`unknown subscription ${s.id}`)
    if (!sameExcept(s, old, ['state', 'endedAt'])) defect(`subscription ${s.id} changes more than its state`)
  }
  for (const b of change.ended) {
    const old = buckets.get(b.id) ?? defect(`unknown bucket ${b.id}`)
    if (!sameExcept(b, old, ['expiresAt'])) defect(`bucket ${b.id} changes more than its expiry`)
  }
  for (const b of change.granted)
    if (!change.opened.some((s) => s.id === b.subscriptionId) && !subs.has(b.subscriptionId))
      defect(`bucket ${b.id} names no subscription of the user`)
}

/** Checks a settlement: a PENDING order closes, a PAID one opens its subscription, a usage is its own. */
export const checkSettlement = (
  before: Order,
  after: Order,
  change: HoldingsChange,
  usage: NewUsage | null,
): void => {
  if (before.status !== 'PENDING') defect(`order ${before.id} is already ${before.status}`)
  if (after.id !== before.id || after.userId !== before.userId) defect('the settled order is another order')
  if (after.status === 'PENDING') defect(`order ${after.id} stays PENDING`)
  const opened = change.opened.some((s) => s.id === after.subscriptionId)
  if ((after.status === 'PAID') !== opened)
    defect(`order ${after.id} is PAID exactly when it opens its subscription`)
  if (usage !== null && (usage.orderId !== after.id || after.status !== 'PAID'))
    defect(`usage ${usage.id} belongs to a paid order ${after.id}`)
}

/** Checks a refund: a PAID order becomes REFUNDED, and only its own plan and credits are taken back. */
export const checkRefund = (before: Order, after: Order, change: HoldingsChange): void => {
  if (before.status !== 'PAID') defect(`order ${before.id} is ${before.status}, not PAID`)
  if (after.id !== before.id || after.subscriptionId !== before.subscriptionId)
    defect('the refunded order is another order')
  if (after.status !== 'REFUNDED' || after.refundedAt === null) defect(`order ${after.id} is not REFUNDED`)
  if (change.opened.length + change.granted.length > 0) defect(`refunding ${after.id} grants something`)
  if (change.updated.some((s) => s.id !== before.subscriptionId))
    defect(`refunding ${after.id} changes another subscription`)
  if (change.ended.some((b) => b.subscriptionId !== before.subscriptionId))
    defect(`refunding ${after.id} ends another plan's credits`)
}
