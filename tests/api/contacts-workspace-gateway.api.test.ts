import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosContactsWorkspaceGateway } from '../../src/adapters/browser/http/axios-contacts-workspace.gateway.ts'
import { contactsWorkspaceGatewayContract } from '../contract/contacts-workspace-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's Contacts gateway against the real service over HTTP: what /admin/contacts uses.
let api: ApiHarness
let gateway: AxiosContactsWorkspaceGateway
let users = 0

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosContactsWorkspaceGateway(createApiClient(`http://127.0.0.1:${port}`))
})
afterAll(() => api.close())

contactsWorkspaceGatewayContract('axios over HTTP', async () => {
  users += 1
  return { gateway, user: await api.token(`contacts-gw-${users}`) }
})
