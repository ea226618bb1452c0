import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosWebhooksGateway } from '../../src/adapters/browser/http/axios-webhooks.gateway.ts'
import { webhooksGatewayContract } from '../contract/webhooks-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's webhooks gateway against the real service over HTTP: what /admin/api-keys uses.
let api: ApiHarness
let gateway: AxiosWebhooksGateway
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosWebhooksGateway(createApiClient(`http://127.0.0.1:${port}`))
})
afterAll(() => api.close())

webhooksGatewayContract('axios over HTTP', async () => ({
  gateway,
  user: await api.token('hooks-user'),
  other: await api.token('hooks-other'),
}))
