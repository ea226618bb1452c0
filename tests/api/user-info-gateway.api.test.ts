import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosUserInfoGateway } from '../../src/adapters/browser/http/axios-user-info.gateway.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's gateway against the real service over HTTP: what SPEC §4 needs from a 401.
let api: ApiHarness
let gateway: AxiosUserInfoGateway
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosUserInfoGateway(createApiClient(`http://127.0.0.1:${port}`))
})
afterAll(() => api.close())

describe('AxiosUserInfoGateway', () => {
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
    const nowhere = new AxiosUserInfoGateway(createApiClient('http://127.0.0.1:9'))
    expect(await nowhere.load('token')).toMatchObject({ _tag: 'UserInfoUnavailable' })
  })
})
