import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { OrdersGateway } from '../../src/application/browser/ports/orders.gateway.port.ts'

/**
 * What every fixture has done before the contract runs: the buyer ordered PACKET_EMAIL_BASIC and paid
 * it, then ordered MONTHLY_BASIC (left PENDING), then MONTHLY_PRO with the code CONTRACT-ORDERS (50
 * yuan off) and paid it. Each contract test may refund, so each fixture call makes a fresh world.
 */
export type OrdersFixture = {
  readonly gateway: OrdersGateway
  /** Access tokens: an administrator, the buyer, and another user. */
  readonly admin: string
  readonly buyer: string
  readonly other: string
}

const ok = <T>(answer: T) => {
  if (isCallFailure(answer)) throw new Error(`call failed: ${JSON.stringify(answer)}`)
  return answer as Exclude<T, { readonly _tag: 'ApiCallFailed' }>
}

/** What every OrdersGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const ordersGatewayContract = (name: string, fixture: () => Promise<OrdersFixture>) => {
  describe(`OrdersGateway contract: ${name}`, () => {
    it('an administrator lists every order, newest first, with amounts in fen, filtered by status and day', async () => {
      const { gateway, admin, buyer } = await fixture()
      const all = ok(await gateway.list(admin, 1, {}))
      const mine = all.entries.filter((o) => o.username !== '' && o.userId === all.entries[0]?.userId)
      expect(mine.map((o) => [o.planType, o.status])).toEqual([
        ['MONTHLY_PRO', 'PAID'],
        ['MONTHLY_BASIC', 'PENDING'],
        ['PACKET_EMAIL_BASIC', 'PAID'],
      ])
      expect(mine[0]).toMatchObject({
        original: 35_000,
        discount: 5_000,
        final: 30_000,
        inviteCode: 'CONTRACT-ORDERS',
      })
      const pending = ok(await gateway.list(admin, 1, { status: 'PENDING' }))
      expect(pending.entries.every((o) => o.status === 'PENDING')).toBe(true)
      const today = (mine[0]?.createdAt ?? '').slice(0, 10)
      expect(ok(await gateway.list(admin, 1, { from: today, to: today })).total).toBeGreaterThanOrEqual(3)
      expect(ok(await gateway.list(admin, 1, { to: '2000-01-01' })).entries).toEqual([])
      expect(await gateway.list(buyer, 1, {})).toMatchObject({ status: 403 })
    })

    it('a buyer sees their paid orders and each receipt; never another user’s', async () => {
      const { gateway, buyer, other } = await fixture()
      const mine = ok(await gateway.mine(buyer))
      expect(mine.map((o) => o.planType)).toEqual(['MONTHLY_PRO', 'PACKET_EMAIL_BASIC'])
      const receipt = ok(await gateway.receipt(buyer, mine[0]?.orderId ?? ''))
      expect(receipt.order).toEqual(mine[0])
      expect(typeof receipt.seller.name).toBe('string')
      expect(ok(await gateway.mine(other))).toEqual([])
      expect(await gateway.receipt(other, mine[0]?.orderId ?? '')).toMatchObject({ status: 404 })
    })

    it('an administrator refunds a paid order once; the buyer then sees it refunded', async () => {
      const { gateway, admin, buyer } = await fixture()
      const [pro] = ok(await gateway.mine(buyer))
      const refunded = ok(await gateway.refund(admin, pro?.orderId ?? ''))
      expect(refunded.order).toMatchObject({ orderId: pro?.orderId, status: 'REFUNDED' })
      expect(refunded.order.refundedAt).not.toBeNull()
      expect(await gateway.refund(admin, pro?.orderId ?? '')).toMatchObject({
        status: 409,
        code: 'NOT_REFUNDABLE',
      })
      expect(await gateway.refund(buyer, pro?.orderId ?? '')).toMatchObject({ status: 403 })
      expect(ok(await gateway.mine(buyer))[0]).toMatchObject({ orderId: pro?.orderId, status: 'REFUNDED' })
    })
  })
}
