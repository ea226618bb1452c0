import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AccountHolder,
  BillingRepository,
} from '../../src/application/server/ports/billing.repository.port.ts'
import { SettleOrder, type SettleOrderInput } from '../../src/application/server/settle-order.use-case.ts'
import { fixedClock } from '../../src/application/testing/fixed-clock.ts'
import { newOrder, type Order, refundedOrder } from '../../src/domain/orders/order.ts'
import { planOf } from '../../src/domain/plans/plan-catalogue.ts'
import type { PlanType } from '../../src/domain/plans/plan-type.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { fen } from '../../src/domain/shared/money.ts'
import { applyChange, NO_CHANGE } from '../../src/domain/subscriptions/holdings.ts'
import { purchase } from '../../src/domain/subscriptions/purchase.ts'
import { refundWithdrawal } from '../../src/domain/subscriptions/refund.ts'
import { isUsable, kindOf } from '../../src/domain/subscriptions/subscription.ts'
import { billingExactlyOnce } from './billing.exactly-once.ts'

export type OpenedBilling = {
  readonly repo: BillingRepository
  /** A user the store knows (as signing in would record them), holding nothing yet. */
  addHolder(holder: AccountHolder): Promise<void>
  /** An active invitation with this id, for orders to name. */
  addInvitation(id: string, discount: number): Promise<void>
  /** How many usage records name the order. */
  usagesOf(orderId: string): Promise<number>
  close(): Promise<void>
}

export const T0 = Date.UTC(2025, 0, 1)

/** The code `addInvitation` gives an invitation, so listings can be checked against it. */
export const inviteCodeFor = (invitationId: string) =>
  `C${invitationId.replaceAll('-', '').slice(0, 20).toUpperCase()}`
const ids = { next: () => randomUUID() }

/** Shared by the contract's parts: a fresh holder, and orders of theirs. */
export const billingFixture = (opened: () => OpenedBilling) => {
  const clock = fixedClock(T0)
  // The store opens in beforeAll, after this runs: reach it lazily.
  const repo: BillingRepository = {
    placeOrder: (order) => opened().repo.placeOrder(order),
    findOrder: (id) => opened().repo.findOrder(id),
    settleOrder: (id, decide) => opened().repo.settleOrder(id, decide),
    holdings: (userId) => opened().repo.holdings(userId),
    changeHoldings: (userId, decide) => opened().repo.changeHoldings(userId, decide),
    refundOrder: (id, decide) => opened().repo.refundOrder(id, decide),
    listOrders: (filter) => opened().repo.listOrders(filter),
  }
  const settle = new SettleOrder(repo, clock, ids)
  const aHolder = async (): Promise<AccountHolder> => {
    const holder = { userId: `buyer-${randomUUID()}`, username: 'Ada', email: 'ada@buyer.example' }
    await opened().addHolder(holder)
    return holder
  }
  const anOrder = async (userId: string, planType: PlanType, invitationId?: string): Promise<Order> => {
    const invitation =
      invitationId === undefined
        ? undefined
        : { id: invitationId, status: 'ACTIVE' as const, discountAmount: fen(5_000) }
    const order = newOrder({ id: randomUUID(), userId, plan: planOf(planType), invitation, now: clock.now() })
    if ('_tag' in order) throw new Error(`${planType} is not purchasable`)
    await opened().repo.placeOrder(order)
    return order
  }
  const paid = (order: Order): SettleOrderInput => ({
    orderId: order.id,
    outcome: 'PAID',
    amount: order.final,
    providerRef: `ref-${order.id}`,
  })
  return { clock, settle, aHolder, anOrder, paid }
}

/** What every BillingRepository must do, whatever keeps the data (DESIGN rule 12). */
export const billingContract = (name: string, open: () => Promise<OpenedBilling>) => {
  describe(`BillingRepository contract: ${name}`, () => {
    let store: OpenedBilling | undefined
    const opened = () => store ?? expect.fail('the store did not open')
    const repo = () => opened().repo
    beforeAll(async () => {
      store = await open()
    }, 60_000)
    afterAll(() => store?.close())
    const fixture = billingFixture(opened)
    const { clock, settle, aHolder, anOrder, paid } = fixture

    it('reads back a placed order; an unknown one is undefined; an id in use is refused', async () => {
      const { userId } = await aHolder()
      const order = await anOrder(userId, 'MONTHLY_PRO')
      expect(await repo().findOrder(order.id)).toEqual(order)
      expect(await repo().findOrder(randomUUID())).toBeUndefined()
      await expect(repo().placeOrder({ ...order, planType: 'YEARLY_PRO' })).rejects.toThrow()
      expect(await repo().findOrder(order.id)).toEqual(order)
    })

    it('an unknown user holds nothing, and changing their holdings never calls decide', async () => {
      const nobody = `nobody-${randomUUID()}`
      expect(await repo().holdings(nobody)).toEqual({ subscriptions: [], buckets: [] })
      const result = await repo().changeHoldings(nobody, () => expect.fail('decide was called'))
      expect(result).toEqual({ _tag: 'UserNotFound' })
    })

    it('writes a decided change and reads it back; Keep writes nothing', async () => {
      const holder = await aHolder()
      const decided = await repo().changeHoldings(holder.userId, (holdings) => {
        expect(holdings).toEqual({ holder, subscriptions: [], buckets: [] })
        const bought = purchase({
          holdings,
          plan: planOf('PACKET_EMAIL_PRO'),
          start: clock.now(),
          amount: fen(20_000),
          subscriptionId: randomUUID(),
          newBucketId: () => randomUUID(),
        })
        return { _tag: 'Change', change: bought.change, result: applyChange(holdings, bought.change) }
      })
      if ('_tag' in decided) return expect.fail('the holder is unknown')
      expect(await repo().holdings(holder.userId)).toEqual({
        subscriptions: decided.subscriptions,
        buckets: decided.buckets,
      })
      expect(await repo().changeHoldings(holder.userId, () => ({ _tag: 'Keep', result: 7 }))).toBe(7)
      expect(await repo().holdings(holder.userId)).toEqual({
        subscriptions: decided.subscriptions,
        buckets: decided.buckets,
      })
    })

    it('writes nothing when decide throws or decides a change that does not fit, and goes on working', async () => {
      const { userId } = await aHolder()
      await settle.execute(paid(await anOrder(userId, 'MONTHLY_BASIC')))
      const before = await repo().holdings(userId)
      const boom = new Error('decide failed')
      await expect(
        repo().changeHoldings(userId, () => {
          throw boom
        }),
      ).rejects.toBe(boom)
      const [sub] = before.subscriptions
      const [bucket] = before.buckets
      if (sub === undefined || bucket === undefined) return expect.fail('the purchase wrote nothing')
      const misfits = [
        { ...NO_CHANGE, updated: [{ ...sub, id: randomUUID() }] },
        { ...NO_CHANGE, updated: [{ ...sub, amount: fen(1) }] },
        { ...NO_CHANGE, ended: [{ ...bucket, used: bucket.granted }] },
        { ...NO_CHANGE, opened: [sub] },
        { ...NO_CHANGE, granted: [{ ...bucket, id: randomUUID(), subscriptionId: randomUUID() }] },
      ]
      for (const change of misfits)
        await expect(
          repo().changeHoldings(userId, () => ({ _tag: 'Change', change, result: null })),
        ).rejects.toThrow(/inconsistent billing decision/)
      expect(await repo().holdings(userId)).toEqual(before)
      const cancelled = { ...sub, state: 'CANCELLED' as const }
      await repo().changeHoldings(userId, () => ({
        _tag: 'Change',
        change: { ...NO_CHANGE, updated: [cancelled] },
        result: null,
      }))
      expect((await repo().holdings(userId)).subscriptions).toEqual([cancelled])
    })

    it('settling an unknown order answers OrderNotFound and never calls decide', async () => {
      expect(await repo().settleOrder(randomUUID(), () => expect.fail('decide was called'))).toEqual({
        _tag: 'OrderNotFound',
      })
    })

    it('a payment marks the order PAID, opens its plan with the catalogue credits, and records the code use', async () => {
      const holder = await aHolder()
      const invitationId = randomUUID()
      await opened().addInvitation(invitationId, 5_000)
      const order = await anOrder(holder.userId, 'MONTHLY_PRO', invitationId)
      const result = await settle.execute(paid(order))
      const settled = await repo().findOrder(order.id)
      expect(result).toEqual({ _tag: 'Settled', order: settled })
      expect(settled).toMatchObject({ status: 'PAID', closedAt: clock.now(), providerRef: `ref-${order.id}` })
      const { subscriptions, buckets } = await repo().holdings(holder.userId)
      expect(subscriptions).toEqual([
        expect.objectContaining({
          id: settled?.subscriptionId,
          planType: 'MONTHLY_PRO',
          state: 'ACTIVE',
          price: 35_000,
          amount: 30_000,
        }),
      ])
      expect(buckets.map((b) => [b.kind, b.granted, b.subscriptionId]).sort()).toEqual([
        ['lead', 100, settled?.subscriptionId],
        ['search', 80, settled?.subscriptionId],
      ])
      expect(await opened().usagesOf(order.id)).toBe(1)
    })

    it('a newer monthly/yearly plan replaces the running one and ends its credits at once', async () => {
      const { userId } = await aHolder()
      const first = await anOrder(userId, 'MONTHLY_BASIC')
      await settle.execute(paid(first))
      clock.advance(86_400_000)
      const second = await anOrder(userId, 'YEARLY_PRO')
      await settle.execute(paid(second))
      const { subscriptions, buckets } = await repo().holdings(userId)
      const now = clock.now()
      expect(subscriptions.map((s) => [s.planType, s.state, s.endedAt])).toEqual([
        ['MONTHLY_BASIC', 'CANCELLED', now],
        ['YEARLY_PRO', 'ACTIVE', null],
      ])
      const firstSub = (await repo().findOrder(first.id))?.subscriptionId
      expect(buckets.filter((b) => b.subscriptionId === firstSub).map((b) => b.expiresAt)).toEqual([now, now])
      expect(await opened().usagesOf(first.id)).toBe(0)
    })

    it('a cancelled order stays cancelled: PAID after it is refused, and nothing is granted', async () => {
      const { userId } = await aHolder()
      const order = await anOrder(userId, 'PACKET_PHONE_BASIC')
      expect(await settle.execute({ ...paid(order), outcome: 'CANCELLED' })).toMatchObject({
        _tag: 'Settled',
        order: { status: 'CANCELLED' },
      })
      expect(await settle.execute(paid(order))).toMatchObject({ _tag: 'OrderClosed' })
      expect(await settle.execute({ ...paid(order), outcome: 'CANCELLED' })).toMatchObject({
        _tag: 'Unchanged',
      })
      expect(await repo().findOrder(order.id)).toMatchObject({ status: 'CANCELLED', subscriptionId: null })
      expect(await repo().holdings(userId)).toEqual({ subscriptions: [], buckets: [] })
    })

    it('a CANCELLED after PAID, or a wrong amount, changes nothing', async () => {
      const { userId } = await aHolder()
      const order = await anOrder(userId, 'PACKET_SEARCH_PRO')
      expect(await settle.execute({ ...paid(order), amount: fen(order.final - 1) })).toMatchObject({
        _tag: 'AmountMismatch',
      })
      expect(await repo().findOrder(order.id)).toEqual(order)
      await settle.execute(paid(order))
      const after = { order: await repo().findOrder(order.id), holdings: await repo().holdings(userId) }
      expect(await settle.execute({ ...paid(order), outcome: 'CANCELLED' })).toMatchObject({
        _tag: 'Unchanged',
      })
      expect({ order: await repo().findOrder(order.id), holdings: await repo().holdings(userId) }).toEqual(
        after,
      )
    })

    it('writes nothing when a settlement does not fit (PAID without its plan), and the order stays PENDING', async () => {
      const { userId } = await aHolder()
      const order = await anOrder(userId, 'MONTHLY_PRO')
      const unfit = repo().settleOrder(order.id, (o) => ({
        _tag: 'Settle',
        order: {
          ...o,
          status: 'PAID',
          closedAt: instant(T0),
          providerRef: 'x',
          subscriptionId: randomUUID(),
        },
        change: NO_CHANGE,
        usage: null,
        result: null,
      }))
      await expect(unfit).rejects.toThrow(/inconsistent billing decision/)
      expect(await repo().findOrder(order.id)).toEqual(order)
    })

    it('two plans paid at once for one user leave exactly one of them running', async () => {
      const { userId } = await aHolder()
      const orders = await Promise.all(
        (['MONTHLY_BASIC', 'YEARLY_BASIC', 'MONTHLY_PRO'] as const).map((p) => anOrder(userId, p)),
      )
      await Promise.all(orders.map((o) => settle.execute(paid(o))))
      const { subscriptions } = await repo().holdings(userId)
      expect(subscriptions).toHaveLength(3)
      const running = subscriptions.filter((s) => kindOf(s) === 'subscription' && isUsable(s, clock.now()))
      expect(running).toHaveLength(1)
    })

    it('a refund ends the order’s plan and unused credits under the locks; only a PAID order moves', async () => {
      const { userId } = await aHolder()
      const order = await anOrder(userId, 'MONTHLY_PRO')
      expect(await repo().refundOrder(order.id, () => ({ _tag: 'Keep', result: 'pending' }))).toBe('pending')
      await settle.execute(paid(order))
      const settled = (await repo().findOrder(order.id)) ?? expect.fail('no order')
      clock.advance(3_600_000)
      const now = clock.now()
      const result = await repo().refundOrder(order.id, (locked, holdings) => {
        const { change } = refundWithdrawal(holdings, locked.subscriptionId ?? '', now)
        return { _tag: 'Refund', order: refundedOrder(locked, now, 're_1'), change, result: 'refunded' }
      })
      expect(result).toBe('refunded')
      expect(await repo().findOrder(order.id)).toEqual({
        ...settled,
        status: 'REFUNDED',
        refundedAt: now,
        refundRef: 're_1',
      })
      const { subscriptions, buckets } = await repo().holdings(userId)
      expect(subscriptions.map((s) => [s.state, s.endedAt])).toEqual([['CANCELLED', now]])
      expect(buckets.every((b) => b.expiresAt === now)).toBe(true)
      // A second refund is a defect the store refuses (the use case checks first).
      await expect(
        repo().refundOrder(order.id, (locked) => ({
          _tag: 'Refund',
          order: refundedOrder(locked, now, 're_2'),
          change: NO_CHANGE,
          result: null,
        })),
      ).rejects.toThrow(/inconsistent billing decision/)
      expect(await repo().refundOrder(randomUUID(), () => expect.fail('decide was called'))).toEqual({
        _tag: 'OrderNotFound',
      })
    })

    it('lists orders newest first with buyer and code, filtered by user, order, status and date', async () => {
      const holder = await aHolder()
      const invitationId = randomUUID()
      await opened().addInvitation(invitationId, 5_000)
      const first = await anOrder(holder.userId, 'MONTHLY_BASIC', invitationId)
      clock.advance(60_000)
      const second = await anOrder(holder.userId, 'PACKET_EMAIL_PRO')
      await settle.execute(paid(second))
      const mine = await repo().listOrders({ userId: holder.userId, offset: 0, limit: 10 })
      expect(mine.total).toBe(2)
      expect(mine.rows.map((r) => r.order.id)).toEqual([second.id, first.id])
      expect(mine.rows[1]).toMatchObject({ username: 'Ada', email: 'ada@buyer.example' })
      expect(mine.rows[1]?.inviteCode).toBe(inviteCodeFor(invitationId))
      expect(mine.rows[0]?.inviteCode).toBeNull()
      const byStatus = await repo().listOrders({
        userId: holder.userId,
        status: 'PAID',
        offset: 0,
        limit: 10,
      })
      expect(byStatus.rows.map((r) => r.order.id)).toEqual([second.id])
      const byDay = await repo().listOrders({
        userId: holder.userId,
        from: instant(second.createdAt),
        to: instant(second.createdAt + 1),
        offset: 0,
        limit: 10,
      })
      expect(byDay.rows.map((r) => r.order.id)).toEqual([second.id])
      const one = await repo().listOrders({ orderId: first.id, offset: 0, limit: 1 })
      expect(one.rows.map((r) => r.order)).toEqual([first])
      const paged = await repo().listOrders({ userId: holder.userId, offset: 1, limit: 1 })
      expect({ total: paged.total, ids: paged.rows.map((r) => r.order.id) }).toEqual({
        total: 2,
        ids: [first.id],
      })
    })

    billingExactlyOnce(opened, fixture)
  })
}
