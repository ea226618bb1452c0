import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PlaceOrder } from '../../src/application/server/place-order.use-case.ts'
import type {
  PaymentProvider,
  RawNotification,
} from '../../src/application/server/ports/payment-provider.port.ts'
import { ReceivePaymentNotification } from '../../src/application/server/receive-payment-notification.use-case.ts'
import { SettleOrder } from '../../src/application/server/settle-order.use-case.ts'
import { fixedClock } from '../../src/application/testing/fixed-clock.ts'
import { InMemoryBillingRepository } from '../../src/application/testing/in-memory-billing.repository.ts'
import { InMemoryInvitationRepository } from '../../src/application/testing/in-memory-invitation.repository.ts'
import type { Order, PaymentOutcome } from '../../src/domain/orders/order.ts'
import type { PlanType } from '../../src/domain/plans/plan-type.ts'

/** What a provider's notification may claim otherwise than the order says (to test the refusals). */
export type Claim = { readonly amount?: number; readonly currency?: string; readonly orderId?: string }

/** One provider adapter as the contract drives it, with the means to make its notifications. */
export type ProviderUnderTest = {
  readonly provider: PaymentProvider
  /**
   * A genuine notification of `outcome` for an order placed through the provider, exactly as the
   * provider sends it (headers and raw body); `claim` makes it report something else, still signed.
   */
  notification(order: Order, outcome: PaymentOutcome, claim?: Claim): Promise<RawNotification>
  /** The same notification signed with a key that is not the provider's. */
  forged(order: Order): Promise<RawNotification>
  close(): Promise<void>
}

const T0 = Date.UTC(2025, 0, 1)

/**
 * What every PaymentProvider adapter must do, through the path the service runs (place an order with
 * the provider's checkout, then receive its notifications): the sandbox and Stripe alike.
 */
export const paymentProviderContract = (name: string, open: () => Promise<ProviderUnderTest>) => {
  describe(`PaymentProvider contract: ${name}`, () => {
    let opened: ProviderUnderTest | undefined
    const under = () => opened ?? expect.fail('the provider did not open')
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    const world = () => {
      let n = 0
      const ids = { next: () => `${randomUUID()}-${++n}` }
      const clock = fixedClock(T0)
      const billing = new InMemoryBillingRepository()
      const userId = `buyer-${randomUUID()}`
      billing.addHolder({ userId, username: 'Ada', email: 'ada@buyer.example' })
      const settle = new SettleOrder(billing, clock, ids)
      const links = {
        paid: (id: string) => `http://127.0.0.1:9/admin/subscription?order=${id}`,
        cancelled: (id: string) => `http://127.0.0.1:9/pricing?order=${id}&status=cancelled`,
      }
      const place = new PlaceOrder(
        billing,
        new InMemoryInvitationRepository(),
        under().provider,
        links,
        settle,
        clock,
        ids,
      )
      const receive = new ReceivePaymentNotification(under().provider, settle)
      const anOrder = async (planType: PlanType = 'MONTHLY_PRO'): Promise<Order> => {
        const placed = await place.execute({
          caller: { userId, isAdmin: false, username: 'Ada', email: null, avatar: null },
          planType,
          inviteCode: undefined,
        })
        if (placed._tag !== 'Placed') return expect.fail(placed._tag)
        return placed.order
      }
      const state = async (order: Order) => ({
        order: await billing.findOrder(order.id),
        holdings: await billing.holdings(userId),
      })
      return { billing, receive, anOrder, state, userId }
    }

    it('makes a checkout: an address to send the buyer to, and its session kept on the order', async () => {
      const { billing, anOrder } = world()
      const order = await anOrder()
      const stored = await billing.findOrder(order.id)
      expect(stored).toMatchObject({ status: 'PENDING', provider: under().provider.name })
      expect(stored?.providerSessionId).toBe(order.providerSessionId)
    })

    it('a genuine notification settles the order once; replays of it change nothing', async () => {
      const { receive, anOrder, state, billing, userId } = world()
      const order = await anOrder()
      const paid = await under().notification(order, 'PAID')
      const first = await receive.execute(paid)
      expect(first).toMatchObject({ _tag: 'Settled', order: { status: 'PAID' } })
      if (first._tag !== 'Settled') return
      expect(first.event).toMatchObject({ orderId: order.id, amount: order.final, currency: 'CNY' })
      expect(await billing.findOrder(order.id)).toMatchObject({ providerEventId: first.event.eventId })
      const after = await state(order)
      expect(after.holdings.buckets.length).toBeGreaterThan(0)
      for (let i = 0; i < 3; i++)
        expect(await receive.execute(paid)).toMatchObject({ _tag: 'Unchanged', order: { status: 'PAID' } })
      const again = await Promise.all(Array.from({ length: 5 }, () => receive.execute(paid)))
      expect(again.every((r) => r._tag === 'Unchanged')).toBe(true)
      expect(await state(order)).toEqual(after)
      expect((await billing.holdings(userId)).subscriptions).toHaveLength(1)
    })

    it('a forged or edited notification changes nothing', async () => {
      const { receive, anOrder, state } = world()
      const order = await anOrder()
      const before = await state(order)
      expect(await receive.execute(await under().forged(order))).toEqual({ _tag: 'InvalidSignature' })
      const genuine = await under().notification(order, 'PAID')
      const edits = [
        genuine.rawBody.toString('utf8').replace(order.id, randomUUID()),
        genuine.rawBody.toString('utf8').replace(/\d/, (d) => String((Number(d) + 1) % 10)),
      ]
      for (const body of edits) {
        const edited = { headers: genuine.headers, rawBody: Buffer.from(body) }
        expect(['InvalidSignature', 'MalformedNotification']).toContain((await receive.execute(edited))._tag)
      }
      expect(await receive.execute({ headers: {}, rawBody: genuine.rawBody })).toMatchObject({
        _tag: expect.stringMatching(/InvalidSignature|MalformedNotification/),
      })
      expect(await state(order)).toEqual(before)
    })

    it('an amount or currency other than the order’s is refused, whatever the outcome', async () => {
      const { receive, anOrder, state } = world()
      const order = await anOrder()
      const before = await state(order)
      for (const claim of [{ amount: order.final - 1 }, { amount: order.final + 100 }, { currency: 'USD' }]) {
        const result = await receive.execute(await under().notification(order, 'PAID', claim))
        expect(result).toMatchObject({ _tag: 'AmountMismatch' })
      }
      expect(await state(order)).toEqual(before)
      expect(await receive.execute(await under().notification(order, 'PAID'))).toMatchObject({
        _tag: 'Settled',
      })
    })

    it('events out of order leave a paid order paid (a late "expired" after "paid")', async () => {
      const { receive, anOrder, state } = world()
      const order = await anOrder()
      await receive.execute(await under().notification(order, 'PAID'))
      const after = await state(order)
      expect(await receive.execute(await under().notification(order, 'CANCELLED'))).toMatchObject({
        _tag: 'Unchanged',
        order: { status: 'PAID' },
      })
      expect(await state(order)).toEqual(after)
    })

    it('a cancelled (expired) checkout cancels the order, and nothing is granted', async () => {
      const { receive, anOrder, state } = world()
      const order = await anOrder('PACKET_EMAIL_BASIC')
      expect(await receive.execute(await under().notification(order, 'CANCELLED'))).toMatchObject({
        _tag: 'Settled',
        order: { status: 'CANCELLED' },
      })
      expect((await state(order)).holdings).toEqual({ subscriptions: [], buckets: [] })
    })

    it('a notification for an unknown order is refused', async () => {
      const { receive, anOrder } = world()
      const order = await anOrder()
      const result = await receive.execute(
        await under().notification(order, 'PAID', { orderId: randomUUID() }),
      )
      expect(result).toMatchObject({ _tag: 'OrderNotFound' })
    })

    it('refunds a paid order; asking twice refunds once', async () => {
      const { receive, anOrder, billing } = world()
      const order = await anOrder()
      await receive.execute(await under().notification(order, 'PAID'))
      const paid = (await billing.findOrder(order.id)) ?? expect.fail('no order')
      const first = await under().provider.refund(paid)
      expect(first).toMatchObject({ _tag: 'Refunded' })
      expect(await under().provider.refund(paid)).toEqual(first)
    })
  })
}
