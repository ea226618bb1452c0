import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosEmailGateway } from '../../src/adapters/browser/http/axios-email.gateway.ts'
import { emailGatewayContract } from '../contract/email-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's email gateway against the real service over HTTP: what /admin/email-finder uses. Each
// case gets a fresh user, so each starts on the free trial.
let api: ApiHarness
let gateway: AxiosEmailGateway
let users = 0

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosEmailGateway(createApiClient(`http://127.0.0.1:${port}`))
})
afterAll(() => api.close())

emailGatewayContract('axios over HTTP', async () => {
  users += 1
  return { gateway, user: await api.token(`finder-${users}`) }
})
