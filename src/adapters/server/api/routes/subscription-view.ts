import type {
  SubscriptionDetail,
  SubscriptionOverview,
} from '../../../../application/server/subscription-overview.ts'
import type { Balances, KindSummary } from '../../../../domain/credits/balances.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import type { OverviewAnswer } from '../../../http-contract/payment.ts'

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

export const subscriptionResponse = (overview: SubscriptionOverview): typeof OverviewAnswer.Type => ({
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
