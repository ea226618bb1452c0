import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosOnboardingGateway } from '../../src/adapters/browser/http/axios-onboarding.gateway.ts'
import { AxiosUserInfoGateway } from '../../src/adapters/browser/http/axios-user-info.gateway.ts'
import { onboardingGatewayContract } from '../contract/onboarding-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's onboarding gateway against the real service over HTTP: what the first-login dialog needs.
let api: ApiHarness
let gateway: AxiosOnboardingGateway
let userInfo: AxiosUserInfoGateway
let users = 0
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  const client = createApiClient(`http://127.0.0.1:${port}`)
  gateway = new AxiosOnboardingGateway(client)
  userInfo = new AxiosUserInfoGateway(client)
})
afterAll(() => api.close())

onboardingGatewayContract('axios over HTTP', async () => ({
  gateway,
  newUser: () => api.token(`newcomer-${++users}`),
  refusedToken: () => api.token('newcomer', { expiresIn: -60 }),
}))

describe('AxiosOnboardingGateway', () => {
  it('sets the collectionId user info then carries, so the dialog is not shown again', async () => {
    const token = await api.token('olga')
    expect(await userInfo.load(token)).toMatchObject({ collectionId: null })
    const completed = await gateway.submit(token, { skip: true })
    expect(await userInfo.load(token)).toMatchObject(completed)
  })

  it('reports an unreachable service as a network failure', async () => {
    const nowhere = new AxiosOnboardingGateway(createApiClient('http://127.0.0.1:9'))
    expect(await nowhere.submit('token', { skip: true })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
  })
})
