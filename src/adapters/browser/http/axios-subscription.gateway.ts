import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  SubscriptionGateway,
  SubscriptionOverview,
} from '../../../application/browser/ports/subscription.gateway.port.ts'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'
import { PLAN_TYPES } from '../../../domain/plans/plan-type.ts'
import { requestJson } from './request-json.ts'
import { Count, IsoInstant, toFen, Yuan } from './wire-schemas.ts'

// Only what the dashboard shows is decoded; the service may add fields freely.
const Plan = Schema.Struct({
  id: Schema.String,
  planType: Schema.Literals(PLAN_TYPES),
  status: Schema.Literals(['ACTIVE', 'CANCELLED', 'EXPIRED']),
  startDate: IsoInstant,
  expiryDate: Schema.NullOr(IsoInstant),
  price: Yuan,
  amount: Yuan,
  grants: Schema.Array(Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), total: Count, used: Count })),
})

const Usage = Schema.Struct({ total: Count, used: Count, left: Count })

const OverviewBody = Schema.Struct({
  current: Schema.NullOr(Plan),
  stacked: Schema.Array(Plan),
  history: Schema.Array(Plan),
  creditDetails: Schema.Struct({ lead: Usage, email: Usage, phone: Usage, search: Usage, free: Usage }),
})

type PlanBody = typeof Plan.Type

const plan = (p: PlanBody) => ({ ...p, price: toFen(p.price), amount: toFen(p.amount) })

const overview = (body: typeof OverviewBody.Type): SubscriptionOverview => ({
  current: body.current === null ? null : plan(body.current),
  stacked: body.stacked.map(plan),
  history: body.history.map(plan),
  creditDetails: body.creditDetails,
})

/** SubscriptionGateway over the shared API client: GET /api/payment/subscription and its cancel. */
export class AxiosSubscriptionGateway implements SubscriptionGateway {
  constructor(private readonly client: AxiosInstance) {}

  async overview(accessToken: string): Promise<SubscriptionOverview | ApiCallFailed> {
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/payment/subscription' },
      OverviewBody,
    )
    return isCallFailure(body) ? body : overview(body)
  }

  async cancel(accessToken: string, subscriptionId: string): Promise<SubscriptionOverview | ApiCallFailed> {
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'POST', url: '/api/payment/subscription/cancel', data: { subscriptionId } },
      OverviewBody,
    )
    return isCallFailure(body) ? body : overview(body)
  }
}
