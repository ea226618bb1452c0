import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as OrdersCalls from '../../src/adapters/http-contract/orders.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import {
  anInviteCode,
  ORDERS_WORLD_SECRET,
  placeOrder,
} from '../../src/composition/testing/orders-world.fixture.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// Orders after the sale, through the browser's own client over the real routes (the sandbox provider):
// what the orders page, the payments list and the receipt rely on. Each test has a new buyer, who ordered
// PACKET_EMAIL_BASIC and paid it, then MONTHLY_BASIC (left PENDING), then MONTHLY_PRO with the code
// CONTRACT-ORDERS (50 yuan off) and paid it.
let api: ApiHarness
let world = 0

beforeAll(async () => {
  api = await startApi({ PAYMENT_SECRET: ORDERS_WORLD_SECRET })
  await anInviteCode(api, 'CONTRACT-ORDERS', 50)
})
afterAll(() => api.close())

const ordersAs = (token: string) => contractClient(OrdersCalls, injectTransport(api.app), async () => token)

const aWorld = async () => {
  world += 1
  const [admin, buyer, other] = await Promise.all([
    api.token('root', { roles: ['admin'] }),
    api.token(`buyer-${world}`),
    api.token(`other-${world}`),
  ])
  await placeOrder(api, buyer, 'PACKET_EMAIL_BASIC')
  await placeOrder(api, buyer, 'MONTHLY_BASIC', { pay: false })
  await placeOrder(api, buyer, 'MONTHLY_PRO', { inviteCode: 'CONTRACT-ORDERS' })
  return { admin: ordersAs(admin), buyer: ordersAs(buyer), other: ordersAs(other), buyerId: `buyer-${world}` }
}

describe('orders after the sale', () => {
  it('an administrator lists every order, newest first, with amounts in fen, filtered by status and day', async () => {
    const { admin, buyer, buyerId } = await aWorld()
    const all = ok(await admin.listOrders({ query: { page: 1 } }))
    const mine = all.data.filter((o) => o.userId === buyerId)
    expect(mine.map((o) => [o.planType, o.status])).toEqual([
      ['MONTHLY_PRO', 'PAID'],
      ['MONTHLY_BASIC', 'PENDING'],
      ['PACKET_EMAIL_BASIC', 'PAID'],
    ])
    expect(mine[0]).toMatchObject({
      originalAmount: 35_000,
      discountAmount: 5_000,
      finalAmount: 30_000,
      inviteCode: 'CONTRACT-ORDERS',
    })
    const pending = ok(await admin.listOrders({ query: { page: 1, status: 'PENDING' } }))
    expect(pending.data.every((o) => o.status === 'PENDING')).toBe(true)
    const today = (mine[0]?.createdAt ?? '').slice(0, 10)
    expect(
      ok(await admin.listOrders({ query: { page: 1, from: today, to: today } })).meta.total,
    ).toBeGreaterThanOrEqual(3)
    expect(ok(await admin.listOrders({ query: { page: 1, to: '2000-01-01' } })).data).toEqual([])
    expect(await buyer.listOrders({ query: { page: 1 } })).toMatchObject({ status: 403, code: 'FORBIDDEN' })
  })

  it('a buyer sees their paid orders and each receipt; never another user’s', async () => {
    const { buyer, other } = await aWorld()
    const mine = ok(await buyer.ownOrders()).data
    expect(mine.map((o) => o.planType)).toEqual(['MONTHLY_PRO', 'PACKET_EMAIL_BASIC'])
    const receipt = ok(await buyer.orderReceipt({ params: { orderId: mine[0]?.orderId ?? '' } }))
    expect(receipt.order).toEqual(mine[0])
    expect(typeof receipt.seller.name).toBe('string')
    expect(ok(await other.ownOrders()).data).toEqual([])
    expect(await other.orderReceipt({ params: { orderId: mine[0]?.orderId ?? '' } })).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    })
  })

  it('an administrator refunds a paid order once; the buyer then sees it refunded', async () => {
    const { admin, buyer } = await aWorld()
    const [pro] = ok(await buyer.ownOrders()).data
    const orderId = pro?.orderId ?? ''
    const refunded = ok(await admin.refundOrder({ params: { orderId } }))
    expect(refunded.order).toMatchObject({ orderId, status: 'REFUNDED' })
    expect(refunded.order.refundedAt).not.toBeNull()
    expect(await admin.refundOrder({ params: { orderId } })).toMatchObject({
      status: 409,
      code: 'NOT_REFUNDABLE',
    })
    expect(await buyer.refundOrder({ params: { orderId } })).toMatchObject({ status: 403 })
    expect(ok(await buyer.ownOrders()).data[0]).toMatchObject({ orderId, status: 'REFUNDED' })
  })
})
