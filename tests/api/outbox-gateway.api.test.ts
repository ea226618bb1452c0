import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosOutboxGateway } from '../../src/adapters/browser/http/axios-outbox.gateway.ts'
import { outboxGatewayContract, SENT } from '../contract/outbox-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's outbox gateway against the real service over HTTP: what /admin/outbox uses.
let api: ApiHarness
let gateway: AxiosOutboxGateway
let admin: string
let user: string

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosOutboxGateway(createApiClient(`http://127.0.0.1:${port}`))
  // The mail goes out as people ask to be removed, one after another.
  for (let n = 0; n < SENT; n++) {
    const asked = await api.call('POST', '/api/opt-out', {
      body: { profileLink: `https://www.linkedin.com/in/reader-${n}`, email: `reader-${n}@outbox.example` },
    })
    if (asked.statusCode !== 202) throw new Error(`opt-out refused: ${asked.body}`)
  }
  admin = await api.token('outbox-admin', { roles: ['admin'] })
  user = await api.token('outbox-user')
})
afterAll(() => api.close())

outboxGatewayContract('axios over HTTP', async () => ({ gateway, admin, user }))
