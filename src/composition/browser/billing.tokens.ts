import type { CancelPlan } from '../../application/browser/cancel-plan.use-case.ts'
import type { GetSubscriptionOverview } from '../../application/browser/get-subscription-overview.use-case.ts'
import type { ListCreditCharges } from '../../application/browser/list-credit-charges.use-case.ts'
import type { ListSearchLog } from '../../application/browser/list-search-log.use-case.ts'
import { token } from '../token.ts'

/** The dashboard's billing use cases (bound in billing.bindings.ts). */
export const BillingTokens = {
  GetSubscriptionOverview: token<GetSubscriptionOverview>('GetSubscriptionOverview'),
  CancelPlan: token<CancelPlan>('CancelPlan'),
  ListSearchLog: token<ListSearchLog>('ListSearchLog'),
  ListCreditCharges: token<ListCreditCharges>('ListCreditCharges'),
} as const
