import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosOrdersGateway } from '../../src/adapters/browser/http/axios-orders.gateway.ts'
import { signNotification } from '../../src/adapters/server/payments/notification-signature.ts'
import { ordersGatewayContract } from '../contract/orders-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's orders gateway against the real service over HTTP (the sandbox provider): what the
// orders page, the payments list and the receipt use. Each world is a new buyer's orders.
const SECRET = 'payment-secret-for-the-orders-tests'
let api: ApiHarness
let gateway: AxiosOrdersGateway
let admin: string
let world = 0

beforeAll(async () => {
  api = await startApi({ PAYMENT_SECRET: SECRET })
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosOrdersGateway(createApiClient(`http://127.0.0.1:${port}`))
  admin = await api.token('root', { roles: ['admin'] })
  await api.call('GET', '/api/user/info', { as: { token: admin } })
  await api.call('POST', '/api/invitation', {
    as: { token: admin },
    body: { distributorName: 'Acme', discountAmount: 50, inviteCode: 'CONTRACT-ORDERS' },
  })
})
afterAll(() => api.close())

const place = async (token: string, plan: string, pay: boolean, inviteCode?: string) => {
  const response = await api.call('POST', '/api/payment/order', {
    as: { token },
    body: { plan, ...(inviteCode === undefined ? {} : { inviteCode }) },
  })
  const { orderId, finalAmount } = response.json() as { orderId: string; finalAmount: number }
  if (!pay) return
  const fields = {
    orderId,
    status: 'PAID',
    amount: finalAmount.toFixed(2),
    timestamp: new Date().toISOString(),
    nonce: `nonce-${orderId.slice(0, 8)}`,
  }
  await api.call('POST', '/api/payment/notify', {
    body: fields,
    headers: { 'x-payment-signature': signNotification(SECRET, fields) },
  })
}

ordersGatewayContract('over HTTP against the service', async () => {
  world += 1
  const buyer = await api.token(`buyer-${world}`)
  const other = await api.token(`other-${world}`)
  for (const token of [buyer, other]) await api.call('GET', '/api/user/info', { as: { token } })
  await place(buyer, 'PACKET_EMAIL_BASIC', true)
  await place(buyer, 'MONTHLY_BASIC', false)
  await place(buyer, 'MONTHLY_PRO', true, 'CONTRACT-ORDERS')
  return { gateway, admin, buyer, other }
})
