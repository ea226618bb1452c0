import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosOptOutReviewsGateway } from '../../src/adapters/browser/http/axios-opt-out-reviews.gateway.ts'
import { optOutReviewsGatewayContract } from '../contract/opt-out-reviews-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's removal-review gateway against the real service over HTTP: what /admin/opt-out-reviews uses.
let api: ApiHarness
let gateway: AxiosOptOutReviewsGateway
let admin: string
let user: string

beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosOptOutReviewsGateway(createApiClient(`http://127.0.0.1:${port}`))
  admin = await api.token('reviews-admin', { roles: ['admin'] })
  user = await api.token('reviews-user')
})
afterAll(() => api.close())

optOutReviewsGatewayContract('axios over HTTP', async () => ({
  gateway,
  admin,
  user,
  // The data is empty: every request waits for review.
  addReview: async (profileLink, relationship) => {
    const asked = await api.call('POST', '/api/opt-out', {
      body: { profileLink, email: 'asker@home.example', relationship },
    })
    if (asked.statusCode !== 202) throw new Error(`opt-out refused: ${asked.body}`)
  },
}))
