import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractUserInfoGateway } from '../../src/adapters/browser/http/contract-user-info.gateway.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import type { UserInfoGateway } from '../../src/application/browser/ports/user-info.gateway.port.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's user-info gateway (the session's one call, kept as a port: LoadUserInfo holds logic on
// it) against the real service: what SPEC §4 needs from a 401.
let api: ApiHarness
let gateway: UserInfoGateway
beforeAll(async () => {
  api = await startApi()
  gateway = contractUserInfoGateway(injectTransport(api.app))
})
afterAll(() => api.close())

describe('the user-info gateway over the contract client', () => {
  it('loads the signed-in user', async () => {
    const token = await api.token('gina', { claims: { preferred_username: 'gina', email: 'g@x.example' } })
    expect(await gateway.load(token)).toEqual({
      id: 'gina',
      username: 'gina',
      email: 'g@x.example',
      avatar: null,
      role: 'user',
      collectionId: null,
    })
  })

  it('reports a refused token as SessionRefused (SPEC §4: the user is then cleared)', async () => {
    const expired = await api.token('gina', { expiresIn: -60 })
    expect(await gateway.load(expired)).toEqual({ _tag: 'SessionRefused' })
  })

  it('reports an unreachable service as unavailable, not as a refused session', async () => {
    const nowhere = contractUserInfoGateway(axiosTransport('http://127.0.0.1:9'))
    expect(await nowhere.load('token')).toMatchObject({ _tag: 'UserInfoUnavailable' })
  })
})
