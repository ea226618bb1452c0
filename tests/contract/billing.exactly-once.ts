import { expect, it } from 'vitest'
import type { PaymentOutcome } from '../../src/domain/orders/order.ts'
import type { billingFixture, OpenedBilling } from './billing.contract.ts'

/**
 * Part of the contract: a payment notification fulfils its order exactly once, however often it
 * arrives, one after another or all at once: one subscription, one set of credits, one code use.
 */
export const billingExactlyOnce = (
  opened: () => OpenedBilling,
  fixture: ReturnType<typeof billingFixture>,
) => {
  const { settle, aHolder, anOrder, paid } = fixture

  const expectFulfilledOnce = async (userId: string, orderId: string) => {
    const order = await opened().repo.findOrder(orderId)
    const { subscriptions, buckets } = await opened().repo.holdings(userId)
    expect(order?.status).toBe('PAID')
    expect(subscriptions.map((s) => s.id)).toEqual([order?.subscriptionId])
    expect(buckets.map((b) => b.kind).sort()).toEqual(['lead', 'search'])
    expect(buckets.every((b) => b.subscriptionId === order?.subscriptionId)).toBe(true)
    expect(await opened().usagesOf(orderId)).toBe(1)
  }

  const anInvitedOrder = async () => {
    const { userId } = await aHolder()
    const invitationId = crypto.randomUUID()
    await opened().addInvitation(invitationId, 10_000)
    return { userId, order: await anOrder(userId, 'YEARLY_PRO', invitationId) }
  }

  it('exactly once: a notification replayed 5 times in a row grants once', async () => {
    const { userId, order } = await anInvitedOrder()
    const results = []
    for (let i = 0; i < 5; i++) results.push((await settle.execute(paid(order)))._tag)
    expect(results).toEqual(['Settled', 'Unchanged', 'Unchanged', 'Unchanged', 'Unchanged'])
    await expectFulfilledOnce(userId, order.id)
  })

  it('exactly once: 20 copies of a notification arriving at once grant once', async () => {
    const { userId, order } = await anInvitedOrder()
    const results = await Promise.all(Array.from({ length: 20 }, () => settle.execute(paid(order))))
    const tags = results.map((r) => r._tag)
    expect(tags.filter((t) => t === 'Settled')).toHaveLength(1)
    expect(tags.filter((t) => t === 'Unchanged')).toHaveLength(19)
    await expectFulfilledOnce(userId, order.id)
  }, 60_000)

  it('exactly once: PAID and CANCELLED racing settle the order one way, never both', async () => {
    const { userId, order } = await anInvitedOrder()
    const outcomes = Array.from(
      { length: 20 },
      (_, i): PaymentOutcome => (i % 2 === 0 ? 'PAID' : 'CANCELLED'),
    )
    await Promise.all(outcomes.map((outcome) => settle.execute({ ...paid(order), outcome })))
    const settled = await opened().repo.findOrder(order.id)
    if (settled?.status === 'PAID') return expectFulfilledOnce(userId, order.id)
    expect(settled?.status).toBe('CANCELLED')
    expect(await opened().repo.holdings(userId)).toEqual({ subscriptions: [], buckets: [] })
    expect(await opened().usagesOf(order.id)).toBe(0)
  }, 60_000)
}
