import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosUserAdminGateway } from '../../src/adapters/browser/http/axios-user-admin.gateway.ts'
import { userAdminGatewayContract } from '../contract/user-admin-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's user-admin gateway against the real service over HTTP: what the users page relies on.
let api: ApiHarness
let gateway: AxiosUserAdminGateway
let token: string
const members = Array.from({ length: 12 }, (_, i) => `member-${String(i + 1).padStart(2, '0')}`)
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosUserAdminGateway(createApiClient(`http://127.0.0.1:${port}`))
  // Users exist from their first request, one after another, so "newest first" is well defined.
  for (const user of members) {
    await api.call('GET', '/api/user/info', { as: { user } })
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  token = await api.token('root', { roles: ['admin'] })
  await gateway.list(token, 1)
})
afterAll(() => api.close())

userAdminGatewayContract('axios over HTTP', async () => ({ gateway, token, total: 13, freeUsers: members }))

describe('AxiosUserAdminGateway', () => {
  it('reports a user who is not an admin as 403 FORBIDDEN', async () => {
    const user = await api.token('member-01')
    expect(await gateway.list(user, 1)).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 403,
      code: 'FORBIDDEN',
    })
    expect(
      await gateway.grantCredits(user, 'member-01', { grants: [{ kind: 'lead', quantity: 5 }] }),
    ).toMatchObject({
      status: 403,
    })
  })
})
