import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  SubscriptionGateway,
  SubscriptionOverview,
} from '../../../application/browser/ports/subscription.gateway.port.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import {
  cancelSubscription,
  type OverviewAnswer,
  type SubscriptionAnswer,
  subscriptionOverview,
} from '../../http-contract/payment.ts'
import { callApi } from './call-api.ts'

// Yuan on the wire (docs/api.md), integer fen inside.
const plan = (p: typeof SubscriptionAnswer.Type) => ({
  ...p,
  price: yuanToFen(p.price),
  amount: yuanToFen(p.amount),
})

// Only what the dashboard shows is kept.
const overview = (body: typeof OverviewAnswer.Type): SubscriptionOverview => ({
  current: body.current === null ? null : plan(body.current),
  stacked: body.stacked.map(plan),
  history: body.history.map(plan),
  creditDetails: body.creditDetails,
})

/** SubscriptionGateway over the shared API client: GET /api/payment/subscription and its cancel. */
export class AxiosSubscriptionGateway implements SubscriptionGateway {
  constructor(private readonly client: AxiosInstance) {}

  async overview(accessToken: string): Promise<SubscriptionOverview | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, subscriptionOverview, {})
    return isCallFailure(body) ? body : overview(body)
  }

  async cancel(accessToken: string, subscriptionId: string): Promise<SubscriptionOverview | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, cancelSubscription, { body: { subscriptionId } })
    return isCallFailure(body) ? body : overview(body)
  }
}
