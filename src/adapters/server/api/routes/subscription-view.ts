import type {
  SubscriptionDetail,
  SubscriptionOverview,
} from '../../../../application/server/subscription-overview.ts'
import { type Balances, CREDITS_LEFT_FIELDS, type KindSummary } from '../../../../domain/credits/balances.ts'
import { CREDIT_KINDS } from '../../../../domain/credits/credit-kind.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import { recordOf } from '../../../../domain/shared/record-of.ts'
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

export const creditsView = (b: Balances) => recordOf(CREDITS_LEFT_FIELDS, (field) => b[field])

const kindView = ({ total, used, left }: KindSummary) => ({ total, used, left })

export const subscriptionResponse = (overview: SubscriptionOverview): typeof OverviewAnswer.Encoded => ({
  current: overview.current === null ? null : subscriptionView(overview.current),
  stacked: overview.stacked.map(subscriptionView),
  history: overview.history.map(subscriptionView),
  credits: creditsView(overview.balances),
  creditDetails: recordOf(CREDIT_KINDS, (kind) => kindView(overview.balances.byKind[kind])),
  features: { csvExport: overview.features.csvExport },
})
