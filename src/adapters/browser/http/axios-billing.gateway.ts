import { type AxiosInstance, isAxiosError } from 'axios'
import { Result, Schema } from 'effect'
import type {
  BillingCallFailed,
  BillingGateway,
  InviteCodeCheck,
  OrderRequest,
  PlacedOrder,
} from '../../../application/browser/ports/billing.gateway.port.ts'
import { ORDER_STATUSES } from '../../../domain/orders/order.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import { bearer } from './api-client.ts'

// Yuan on the wire (docs/api.md), integer fen inside.
const Yuan = Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

const OrderBody = Schema.Struct({
  orderId: Schema.String,
  url: Schema.String,
  status: Schema.Literals(ORDER_STATUSES),
  originalAmount: Yuan,
  discountAmount: Yuan,
  finalAmount: Yuan,
})

const ValidateBody = Schema.Union([
  Schema.Struct({ valid: Schema.Literal(true), inviteCode: Schema.String, discountAmount: Yuan }),
  Schema.Struct({ valid: Schema.Literal(false) }),
])

/** Every API error: `{ statusCode, code, message }` (docs/api.md); read leniently, it only informs. */
const ErrorBody = Schema.Struct({
  code: Schema.optionalKey(Schema.String),
  message: Schema.optionalKey(Schema.String),
})

const failed = (status: BillingCallFailed['status'], body?: unknown): BillingCallFailed => {
  const decoded = Schema.decodeUnknownResult(ErrorBody)(body)
  const said = Result.isSuccess(decoded) ? decoded.success : {}
  return { _tag: 'BillingCallFailed', status, ...said }
}

/** No answer at all: the request timed out or never reached the service. */
const unanswered = (error: unknown): BillingCallFailed =>
  isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
    ? failed('timeout')
    : failed('network')

// A 200 whose body is not what the contract says is the service misbehaving: reported like a 5xx.
const malformed = (what: string): BillingCallFailed => ({
  _tag: 'BillingCallFailed',
  status: 502,
  message: `${what} answered with an unexpected shape`,
})

/** BillingGateway over the shared API client: POST /api/payment/order, GET /api/invitation/validate. */
export class AxiosBillingGateway implements BillingGateway {
  constructor(private readonly client: AxiosInstance) {}

  async placeOrder(accessToken: string, request: OrderRequest): Promise<PlacedOrder | BillingCallFailed> {
    try {
      const response = await this.client.post('/api/payment/order', request, { headers: bearer(accessToken) })
      if (response.status !== 200) return failed(response.status, response.data)
      const decoded = Schema.decodeUnknownResult(OrderBody)(response.data)
      if (!Result.isSuccess(decoded)) return malformed('the order')
      const order = decoded.success
      return {
        orderId: order.orderId,
        url: order.url,
        status: order.status,
        originalAmount: yuanToFen(order.originalAmount),
        discountAmount: yuanToFen(order.discountAmount),
        finalAmount: yuanToFen(order.finalAmount),
      }
    } catch (error) {
      return unanswered(error)
    }
  }

  async checkInviteCode(accessToken: string, code: string): Promise<InviteCodeCheck | BillingCallFailed> {
    try {
      const response = await this.client.get('/api/invitation/validate', {
        params: { code },
        headers: bearer(accessToken),
      })
      if (response.status !== 200) return failed(response.status, response.data)
      const decoded = Schema.decodeUnknownResult(ValidateBody)(response.data)
      if (!Result.isSuccess(decoded)) return malformed('the invite code check')
      const check = decoded.success
      return check.valid
        ? { valid: true, inviteCode: check.inviteCode, discount: yuanToFen(check.discountAmount) }
        : { valid: false }
    } catch (error) {
      return unanswered(error)
    }
  }
}
