import { balances } from '../../domain/credits/balances.ts'
import { type Bucket, firstPayer } from '../../domain/credits/bucket.ts'
import { CREDIT_KINDS, type CreditKind } from '../../domain/credits/credit-kind.ts'
import { credits } from '../../domain/credits/credits.ts'
import type { Grant, Period } from '../../domain/plans/plan.ts'
import { customPlan, planOf } from '../../domain/plans/plan-catalogue.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import { type Instant, instant } from '../../domain/shared/instant.ts'
import { type Fen, fen } from '../../domain/shared/money.ts'
import { cancel } from '../../domain/subscriptions/cancel.ts'
import { splitCurrentAndHistory } from '../../domain/subscriptions/current-and-history.ts'
import { applyChange, type Holdings } from '../../domain/subscriptions/holdings.ts'
import { purchase } from '../../domain/subscriptions/purchase.ts'
import { type Subscription, statusAt } from '../../domain/subscriptions/subscription.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  PlanRecord,
  SubscriptionGateway,
  SubscriptionOverview,
} from '../browser/ports/subscription.gateway.port.ts'

const EMPTY: Holdings = { subscriptions: [], buckets: [] }
const iso = (at: Instant) => new Date(at).toISOString()

/**
 * SubscriptionGateway in memory, over the domain's own rules (purchase, cancel, the current/stacked/
 * history split, balances), so it answers as the service does. Each access token is one user, on the
 * FREE trial from first sight. Tests add plans with `buy`, spend with `use`, fail a call with `failNext`.
 */
export class InMemorySubscriptionGateway implements SubscriptionGateway {
  /** Every cancel asked for, as [token, subscription id]. */
  readonly cancels: (readonly [string, string])[] = []
  private readonly users = new Map<string, Holdings>()
  private readonly failures: ApiCallFailed[] = []
  private ids = 0

  constructor(private readonly clock: () => Instant = () => instant(Date.now())) {}

  /** Opens a plan for the user at `at` (default now), paid `amount` (default its price). */
  buy(
    accessToken: string,
    planType: PlanType,
    options: { readonly at?: Instant; readonly amount?: Fen; readonly custom?: CustomGrant } = {},
  ): string {
    const start = options.at ?? this.clock()
    const plan =
      options.custom === undefined
        ? planOf(planType)
        : customPlan(options.custom.grants, options.custom.period)
    const price = plan.price ?? options.custom?.price ?? fen(0)
    const holdings = this.holdingsOf(accessToken)
    const { subscription, change } = purchase({
      holdings,
      plan,
      start,
      amount: options.amount ?? price,
      price,
      subscriptionId: this.nextId('sub'),
      newBucketId: () => this.nextId('bucket'),
    })
    this.users.set(accessToken, applyChange(holdings, change))
    return subscription.id
  }

  /** Spends `quantity` credits of `kind`, soonest-expiring first, as charges do. */
  use(accessToken: string, kind: CreditKind, quantity: number): this {
    for (let i = 0; i < quantity; i++) {
      const holdings = this.holdingsOf(accessToken)
      const payer = firstPayer(holdings.buckets, [kind], this.clock())
      if (payer === undefined) throw new Error(`no ${kind} credit left to use`)
      const buckets = holdings.buckets.map((b) => (b === payer ? { ...b, used: credits(b.used + 1) } : b))
      this.users.set(accessToken, { ...holdings, buckets })
    }
    return this
  }

  /** The next call answers this failure instead. */
  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  async overview(accessToken: string): Promise<SubscriptionOverview | ApiCallFailed> {
    return this.failures.shift() ?? this.overviewOf(this.holdingsOf(accessToken))
  }

  async cancel(accessToken: string, subscriptionId: string): Promise<SubscriptionOverview | ApiCallFailed> {
    this.cancels.push([accessToken, subscriptionId])
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    const holdings = this.holdingsOf(accessToken)
    const found = holdings.subscriptions.find((s) => s.id === subscriptionId)
    if (found === undefined)
      return apiCallFailed(404, {
        code: 'SUBSCRIPTION_NOT_FOUND',
        message: 'You have no subscription with this id',
      })
    const result = cancel(found, this.clock())
    if (result._tag === 'NotCancellable')
      return apiCallFailed(409, {
        code: 'NOT_CANCELLABLE',
        message: `This subscription cannot be cancelled (${result.reason})`,
      })
    const subscriptions = holdings.subscriptions.map((s) =>
      s.id === subscriptionId ? result.subscription : s,
    )
    const after = { ...holdings, subscriptions }
    this.users.set(accessToken, after)
    return this.overviewOf(after)
  }

  private holdingsOf(accessToken: string): Holdings {
    const known = this.users.get(accessToken)
    if (known !== undefined) return known
    // The service opens the FREE trial the first time it sees a user.
    this.users.set(accessToken, EMPTY)
    this.buy(accessToken, 'FREE')
    return this.users.get(accessToken) ?? EMPTY
  }

  private overviewOf({ subscriptions, buckets }: Holdings): SubscriptionOverview {
    const now = this.clock()
    const split = splitCurrentAndHistory(subscriptions, now)
    const record = (s: Subscription): PlanRecord => ({
      id: s.id,
      planType: s.planType,
      status: statusAt(s, now),
      startDate: iso(s.startDate),
      expiryDate: s.expiryDate === null ? null : iso(s.expiryDate),
      price: s.price,
      amount: s.amount,
      grants: grantsOf(buckets, s.id),
    })
    const byKind = balances(buckets, now).byKind
    return {
      current: split.current === null ? null : record(split.current),
      stacked: split.stacked.map(record),
      history: split.history.map(record),
      creditDetails: {
        lead: { ...byKind.lead },
        email: { ...byKind.email },
        phone: { ...byKind.phone },
        search: { ...byKind.search },
        free: { ...byKind.free },
      },
    }
  }

  private nextId(prefix: string): string {
    return `${prefix}-${++this.ids}`
  }
}

/** What an admin grants as a CUSTOM plan. */
export type CustomGrant = { readonly grants: readonly Grant[]; readonly period: Period; readonly price: Fen }

const grantsOf = (buckets: readonly Bucket[], subscriptionId: string) =>
  CREDIT_KINDS.flatMap((kind) => {
    const own = buckets.filter((b) => b.subscriptionId === subscriptionId && b.kind === kind)
    if (own.length === 0) return []
    const sum = (pick: (b: Bucket) => number) => own.reduce((total, b) => total + pick(b), 0)
    return [{ kind, total: sum((b) => b.granted), used: sum((b) => b.used) }]
  })
