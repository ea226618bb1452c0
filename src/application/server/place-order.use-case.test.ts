import { describe, expect, it } from 'vitest'
import { fen } from '../../domain/shared/money.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryBillingRepository } from '../testing/in-memory-billing.repository.ts'
import { InMemoryInvitationRepository } from '../testing/in-memory-invitation.repository.ts'
import type { Caller } from './caller.ts'
import { PlaceOrder } from './place-order.use-case.ts'
import { SettleOrder } from './settle-order.use-case.ts'

const T0 = Date.UTC(2025, 0, 1)
const ada: Caller = { userId: 'ada', isAdmin: false, username: 'ada', email: null, avatar: null }

const world = async () => {
  let n = 0
  const ids = { next: () => `id-${++n}` }
  const clock = fixedClock(T0)
  const billing = new InMemoryBillingRepository()
  billing.addHolder({ userId: 'ada', username: 'ada', email: null })
  const invitations = new InMemoryInvitationRepository()
  const draft = (inviteCode: string, yuan: number) => ({
    distributor: { name: 'Acme', email: null, remark: null },
    inviteCode,
    discountAmount: fen(yuan * 100),
  })
  await invitations.create('inv-50', draft('HALF-OFF', 50), clock.now())
  await invitations.create('inv-all', draft('ALL-OFF', 5_000), clock.now())
  await invitations.create('inv-off', draft('SLEEPY', 10), clock.now())
  await invitations.setStatus('inv-off', 'INACTIVE', clock.now())
  const provider = {
    name: 'stripe' as const,
    createCheckout: async ({ order }: { order: { id: string } }) => ({
      url: `https://pay.example/${order.id}`,
      sessionId: `cs_${order.id}`,
    }),
    verify: async () => ({ _tag: 'InvalidSignature' as const }),
    refund: async () => ({ _tag: 'RefundFailed' as const, reason: 'not here' }),
  }
  const links = {
    paid: (id: string) => `https://app.example/paid/${id}`,
    cancelled: (id: string) => `https://app.example/no/${id}`,
  }
  const settle = new SettleOrder(billing, clock, ids)
  const place = new PlaceOrder(billing, invitations, provider, links, settle, clock, ids)
  return { billing, place }
}

describe('PlaceOrder', () => {
  it('places a PENDING order with the discount and sends the buyer to the provider', async () => {
    const { billing, place } = await world()
    const placed = await place.execute({ caller: ada, planType: 'MONTHLY_PRO', inviteCode: ' half-off ' })
    if (placed._tag !== 'Placed') return expect.fail(placed._tag)
    expect(placed.order).toMatchObject({
      status: 'PENDING',
      original: 35_000,
      discount: 5_000,
      final: 30_000,
      invitationId: 'inv-50',
      provider: 'stripe',
      providerSessionId: `cs_${placed.order.id}`,
    })
    expect(placed.url).toBe(`https://pay.example/${placed.order.id}`)
    expect(await billing.findOrder(placed.order.id)).toEqual(placed.order)
    expect(await billing.holdings('ada')).toEqual({ subscriptions: [], buckets: [] })
  })

  it('settles at once, through the same path, an order that costs nothing', async () => {
    const { billing, place } = await world()
    const placed = await place.execute({ caller: ada, planType: 'PACKET_EMAIL_PRO', inviteCode: 'ALL-OFF' })
    if (placed._tag !== 'Placed') return expect.fail(placed._tag)
    expect(placed.order).toMatchObject({ status: 'PAID', final: 0, providerRef: 'free', provider: 'free' })
    expect(placed.url).toBe(`https://app.example/paid/${placed.order.id}`)
    expect((await billing.holdings('ada')).buckets).toMatchObject([{ kind: 'email', granted: 200 }])
    expect(billing.usages).toMatchObject([
      { orderId: placed.order.id, originalAmount: 20_000, discountAmount: 20_000 },
    ])
  })

  it('refuses an unknown or inactive code, and a plan that is not for sale, placing nothing', async () => {
    const { billing, place } = await world()
    for (const inviteCode of ['NOPE', 'sleepy'])
      expect(await place.execute({ caller: ada, planType: 'MONTHLY_PRO', inviteCode })).toEqual({
        _tag: 'UnknownInviteCode',
      })
    expect(await place.execute({ caller: ada, planType: 'CUSTOM', inviteCode: 'NOPE' })).toEqual({
      _tag: 'PlanNotPurchasable',
      planType: 'CUSTOM',
    })
    expect(await billing.findOrder('id-1')).toBeUndefined()
  })
})
