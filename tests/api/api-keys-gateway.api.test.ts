import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosApiKeysGateway } from '../../src/adapters/browser/http/axios-api-keys.gateway.ts'
import { apiKeysGatewayContract } from '../contract/api-keys-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's API keys gateway against the real service over HTTP: what /admin/api-keys uses.
let api: ApiHarness
let gateway: AxiosApiKeysGateway
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosApiKeysGateway(createApiClient(`http://127.0.0.1:${port}`))
})
afterAll(() => api.close())

let n = 0
apiKeysGatewayContract('axios over HTTP', async () => {
  n += 1
  return {
    gateway,
    user: await api.token(`keys-user-${n}`),
    other: await api.token(`keys-other-${n}`),
    admin: await api.token(`keys-admin-${n}`, { roles: ['admin'] }),
  }
})
