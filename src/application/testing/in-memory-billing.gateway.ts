import { normaliseInviteCode } from '../../domain/invitations/invite-code.ts'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import { type Fen, fen } from '../../domain/shared/money.ts'
import type {
  BillingCallFailed,
  BillingGateway,
  InviteCodeCheck,
  OrderRequest,
  PlacedOrder,
} from '../browser/ports/billing.gateway.port.ts'

/**
 * BillingGateway in memory, pricing orders as the service does: the catalogue price less the code's
 * discount, never below zero; a free order is PAID at once and sent to the dashboard. Tests add codes
 * with `addCode`, and make the next call fail with `failNext`.
 */
export class InMemoryBillingGateway implements BillingGateway {
  /** Every order asked for, with the token it carried. */
  readonly orders: { readonly accessToken: string; readonly request: OrderRequest }[] = []
  /** Every code checked, as sent. */
  readonly checkedCodes: string[] = []
  private readonly codes = new Map<string, Fen>()
  private failure: BillingCallFailed | null = null
  private counter = 0

  addCode(code: string, discount: Fen): this {
    this.codes.set(normaliseInviteCode(code), discount)
    return this
  }

  /** The next call (either kind) answers this failure instead. */
  failNext(status: BillingCallFailed['status'], message?: string): this {
    this.failure = { _tag: 'BillingCallFailed', status, ...(message === undefined ? {} : { message }) }
    return this
  }

  async placeOrder(accessToken: string, request: OrderRequest): Promise<PlacedOrder | BillingCallFailed> {
    this.orders.push({ accessToken, request })
    const failure = this.takeFailure()
    if (failure !== null) return failure
    const price = planOf(request.plan).price
    if (price === null) return { _tag: 'BillingCallFailed', status: 400, code: 'PLAN_NOT_PURCHASABLE' }
    const discount = request.inviteCode === undefined ? undefined : this.codes.get(request.inviteCode)
    if (request.inviteCode !== undefined && discount === undefined)
      return {
        _tag: 'BillingCallFailed',
        status: 400,
        code: 'INVALID_INVITE_CODE',
        message: 'invalid invite code, please check and retry',
      }
    const taken = Math.min(discount ?? 0, price)
    const orderId = `order-${++this.counter}`
    const paid = price - taken === 0
    return {
      orderId,
      url: paid ? `/admin/subscription?order=${orderId}` : `/checkout/${orderId}`,
      status: paid ? 'PAID' : 'PENDING',
      originalAmount: price,
      discountAmount: fen(taken),
      finalAmount: fen(price - taken),
    }
  }

  async checkInviteCode(_accessToken: string, code: string): Promise<InviteCodeCheck | BillingCallFailed> {
    this.checkedCodes.push(code)
    const failure = this.takeFailure()
    if (failure !== null) return failure
    const discount = this.codes.get(normaliseInviteCode(code))
    return discount === undefined
      ? { valid: false }
      : { valid: true, inviteCode: normaliseInviteCode(code), discount }
  }

  private takeFailure(): BillingCallFailed | null {
    const failure = this.failure
    this.failure = null
    return failure
  }
}
