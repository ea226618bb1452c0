import { Schema } from 'effect'
import type {
  SubscriptionDetail,
  SubscriptionOverview,
} from '../../../../application/server/subscription-overview.ts'
import type { Balances, KindSummary } from '../../../../domain/credits/balances.ts'
import { CREDIT_KINDS } from '../../../../domain/credits/credit-kind.ts'
import { PLAN_TYPES } from '../../../../domain/plans/plan-type.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import { IsoDate } from '../routing/common-schemas.ts'

const Count = Schema.Finite
/** Money on the wire is yuan. */
export const Yuan = Schema.Finite

export const SubscriptionView = Schema.Struct({
  id: Schema.String,
  planType: Schema.Literals(PLAN_TYPES),
  status: Schema.Literals(['ACTIVE', 'CANCELLED', 'EXPIRED']),
  startDate: IsoDate,
  /** null: Forever. */
  expiryDate: Schema.NullOr(IsoDate),
  price: Yuan,
  amount: Yuan,
  /** The credits this subscription granted, per kind, and how many were used. */
  grants: Schema.Array(Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), total: Count, used: Count })),
})

/** SPEC §3 `credits`: left now; email and phone both count lead credits, so they do not add up. */
export const CreditsView = Schema.Struct({ free: Count, email: Count, phone: Count, search: Count })

const KindView = Schema.Struct({ total: Count, used: Count, left: Count })

export const SubscriptionResponse = Schema.Struct({
  current: Schema.NullOr(SubscriptionView),
  /** Running beside the current plan: packets, and the FREE trial under a paid plan. */
  stacked: Schema.Array(SubscriptionView),
  history: Schema.Array(SubscriptionView),
  credits: CreditsView,
  /** Per credit kind, over the buckets usable now: granted, used and left. */
  creditDetails: Schema.Struct({
    lead: KindView,
    email: KindView,
    phone: KindView,
    search: KindView,
    free: KindView,
  }),
  /** What the caller may use now (a Pro plan or Pro packet running), so the dashboard can lock a button. */
  features: Schema.Struct({ csvExport: Schema.Boolean }),
})

const iso = (at: Parameters<typeof toDate>[0]) => toDate(at).toISOString()

export const subscriptionView = ({ subscription: s, status, credits }: SubscriptionDetail) => ({
  id: s.id,
  planType: s.planType,
  status,
  startDate: iso(s.startDate),
  expiryDate: s.expiryDate === null ? null : iso(s.expiryDate),
  price: fenToYuan(s.price),
  amount: fenToYuan(s.amount),
  grants: credits.map((g) => ({ kind: g.kind, total: g.total, used: g.used })),
})

export const creditsView = (b: Balances) => ({
  free: b.free,
  email: b.email,
  phone: b.phone,
  search: b.search,
})

const kindView = ({ total, used, left }: KindSummary) => ({ total, used, left })

export const subscriptionResponse = (overview: SubscriptionOverview): typeof SubscriptionResponse.Type => ({
  current: overview.current === null ? null : subscriptionView(overview.current),
  stacked: overview.stacked.map(subscriptionView),
  history: overview.history.map(subscriptionView),
  credits: creditsView(overview.balances),
  creditDetails: {
    lead: kindView(overview.balances.byKind.lead),
    email: kindView(overview.balances.byKind.email),
    phone: kindView(overview.balances.byKind.phone),
    search: kindView(overview.balances.byKind.search),
    free: kindView(overview.balances.byKind.free),
  },
  features: { csvExport: overview.features.csvExport },
})
