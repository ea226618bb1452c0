import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosInvitationsGateway } from '../../src/adapters/browser/http/axios-invitations.gateway.ts'
import { seedInvitationUsage } from '../../src/adapters/server/persistence/testing/seed-invitation-usage.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { yuanToFen } from '../../src/domain/shared/money.ts'
import { invitationsGatewayContract } from '../contract/invitations-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's invitation gateway against the real service over HTTP: what the admin page relies on.
let api: ApiHarness
let gateway: AxiosInvitationsGateway
let token: string
let usages = 0
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosInvitationsGateway(createApiClient(`http://127.0.0.1:${port}`))
  token = await api.token('boss', { roles: ['admin'] })
})
afterAll(() => api.close())

invitationsGatewayContract('axios over HTTP', async () => ({
  gateway,
  token,
  addUsage: async (invitationId, usage) => {
    const n = ++usages
    const seed = seedInvitationUsage((await api.container.getAsync(T.Database)).db)
    await seed({ ...usage, id: `usage-${n}`, invitationId, orderId: `order-${n}`, userId: `buyer-${n}` })
  },
}))

describe('AxiosInvitationsGateway', () => {
  const form = { distributorName: 'Acme', discountAmount: yuanToFen(5) }

  it('reports a user who is not an admin as 403 FORBIDDEN, for every call', async () => {
    const user = await api.token('ada')
    const forbidden = { _tag: 'ApiCallFailed', status: 403, code: 'FORBIDDEN' }
    expect(await gateway.list(user)).toMatchObject(forbidden)
    expect(await gateway.create(user, form)).toMatchObject(forbidden)
    expect(await gateway.update(user, 'x', form)).toMatchObject(forbidden)
    expect(await gateway.remove(user, 'x')).toMatchObject(forbidden)
    expect(await gateway.setStatus(user, 'x', 'ACTIVE')).toMatchObject(forbidden)
    expect(await gateway.usageHistory(user, 'x')).toMatchObject(forbidden)
  })

  it('reports an unreachable service as a network failure, not as a refusal', async () => {
    const nowhere = new AxiosInvitationsGateway(createApiClient('http://127.0.0.1:9'))
    expect(await nowhere.list(token)).toMatchObject({ _tag: 'ApiCallFailed', status: 'network' })
  })
})
