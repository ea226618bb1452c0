import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  BillingCallFailed,
  BillingGateway,
  InviteCodeCheck,
  OrderRequest,
  PlacedOrder,
} from '../../../application/browser/ports/billing.gateway.port.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import { validateInviteCode } from '../../http-contract/invitation.ts'
import { placeOrder } from '../../http-contract/payment.ts'
import { callApi } from './call-api.ts'
import { isMalformedAnswer } from './request-json.ts'

/**
 * The failure as the billing port names it. An answer of the wrong shape is the service misbehaving,
 * reported like a 5xx; with no answer at all there is nothing the service said.
 */
const billingFailure = (failure: ApiCallFailed, what: string): BillingCallFailed => {
  if (isMalformedAnswer(failure))
    return { _tag: 'BillingCallFailed', status: 502, message: `${what} answered with an unexpected shape` }
  if (typeof failure.status !== 'number') return { _tag: 'BillingCallFailed', status: failure.status }
  const { _tag, ...said } = failure
  return { _tag: 'BillingCallFailed', ...said }
}

/** BillingGateway over the shared API client: POST /api/payment/order, GET /api/invitation/validate. */
export class AxiosBillingGateway implements BillingGateway {
  constructor(private readonly client: AxiosInstance) {}

  async placeOrder(accessToken: string, request: OrderRequest): Promise<PlacedOrder | BillingCallFailed> {
    const order = await callApi(this.client, accessToken, placeOrder, { body: request })
    if (isCallFailure(order)) return billingFailure(order, 'the order')
    return {
      orderId: order.orderId,
      url: order.url,
      status: order.status,
      originalAmount: yuanToFen(order.originalAmount),
      discountAmount: yuanToFen(order.discountAmount),
      finalAmount: yuanToFen(order.finalAmount),
    }
  }

  async checkInviteCode(accessToken: string, code: string): Promise<InviteCodeCheck | BillingCallFailed> {
    const check = await callApi(this.client, accessToken, validateInviteCode, { query: { code } })
    if (isCallFailure(check)) return billingFailure(check, 'the invite code check')
    return check.valid
      ? { valid: true, inviteCode: check.inviteCode, discount: yuanToFen(check.discountAmount) }
      : { valid: false }
  }
}
