import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosAuditLogGateway } from '../../src/adapters/browser/http/axios-audit-log.gateway.ts'
import { auditLogGatewayContract, SWITCHES } from '../contract/audit-log-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's audit-log gateway against the real service over HTTP: what /admin/audit uses. The
// fixture's actions are made through the API, as an administrator would make them.
let api: ApiHarness
let gateway: AxiosAuditLogGateway
let admin: string
let user: string

const ok = async (call: Promise<{ statusCode: number; body: string }>) => {
  const response = await call
  if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body}`)
  return response
}

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosAuditLogGateway(createApiClient(`http://127.0.0.1:${port}`))
  admin = await api.token('root', { roles: ['admin'] })
  user = await api.token('member')
  await ok(api.call('GET', '/api/user/info', { as: { token: user } }))
  const as = { token: admin }
  const created = await ok(
    api.call('POST', '/api/invitation', {
      as,
      body: { distributorName: 'Acme', discountAmount: 12.5, inviteCode: 'CONTRACT-AUDIT' },
    }),
  )
  const { id } = JSON.parse(created.body) as { id: string }
  for (let i = 0; i < SWITCHES; i++) {
    const status = i % 2 === 0 ? 'INACTIVE' : 'ACTIVE'
    await ok(api.call('PATCH', `/api/invitation/${id}/status`, { as, body: { status } }))
  }
  await ok(
    api.call('POST', '/api/admin/users/member/credits', {
      as,
      body: { grants: [{ kind: 'lead', quantity: 5 }], price: 9.9 },
    }),
  )
})
afterAll(() => api.close())

auditLogGatewayContract('axios over HTTP', async () => ({ gateway, admin, user }))
