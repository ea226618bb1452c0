import { type Balances, balances } from '../../domain/credits/balances.ts'
import type { Bucket } from '../../domain/credits/bucket.ts'
import { CREDIT_KINDS, type CreditKind } from '../../domain/credits/credit-kind.ts'
import { type Credits, sumCredits } from '../../domain/credits/credits.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import { canExportCsv } from '../../domain/subscriptions/csv-export.ts'
import { splitCurrentAndHistory } from '../../domain/subscriptions/current-and-history.ts'
import type { Holdings } from '../../domain/subscriptions/holdings.ts'
import {
  type Subscription,
  type SubscriptionStatus,
  statusAt,
} from '../../domain/subscriptions/subscription.ts'

/** Credits one subscription granted of one kind, and how many of them were used. */
export type GrantedCredits = { readonly kind: CreditKind; readonly total: Credits; readonly used: Credits }

export type SubscriptionDetail = {
  readonly subscription: Subscription
  readonly status: SubscriptionStatus
  readonly credits: readonly GrantedCredits[]
}

/** GET /payment/subscription: the current plan, what stacks beside it, the history, and the balances. */
export type SubscriptionOverview = {
  readonly current: SubscriptionDetail | null
  readonly stacked: readonly SubscriptionDetail[]
  readonly history: readonly SubscriptionDetail[]
  readonly balances: Balances
  /** What the user may use now, from every usable subscription (a packet's features count too). */
  readonly features: { readonly csvExport: boolean }
}

const grantedBy = (buckets: readonly Bucket[], subscriptionId: string): readonly GrantedCredits[] =>
  CREDIT_KINDS.flatMap((kind) => {
    const own = buckets.filter((b) => b.subscriptionId === subscriptionId && b.kind === kind)
    if (own.length === 0) return []
    return [{ kind, total: sumCredits(own.map((b) => b.granted)), used: sumCredits(own.map((b) => b.used)) }]
  })

/** One subscription at `now`, with the credits it granted (found among `buckets`). */
export const detailOf = (
  buckets: readonly Bucket[],
  subscription: Subscription,
  now: Instant,
): SubscriptionDetail => ({
  subscription,
  status: statusAt(subscription, now),
  credits: grantedBy(buckets, subscription.id),
})

/** Reads holdings at `now` through the domain's split and balances; the rules stay in the domain. */
export const overviewOf = ({ subscriptions, buckets }: Holdings, now: Instant): SubscriptionOverview => {
  const split = splitCurrentAndHistory(subscriptions, now)
  const detail = (subscription: Subscription) => detailOf(buckets, subscription, now)
  return {
    current: split.current === null ? null : detail(split.current),
    stacked: split.stacked.map(detail),
    history: split.history.map(detail),
    balances: balances(buckets, now),
    features: { csvExport: canExportCsv(subscriptions, now) },
  }
}
