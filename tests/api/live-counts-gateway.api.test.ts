import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FetchLiveCountsGateway } from '../../src/adapters/browser/http/fetch-live-counts.gateway.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's live counts gateway against the real service over HTTP (a small demo dataset).
const listen = async (api: ApiHarness) => {
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
}

describe('FetchLiveCountsGateway', () => {
  let api: ApiHarness
  let base: string
  beforeAll(async () => {
    api = await startApi({ DEMO_COMPANIES: '5' })
    base = await listen(api)
  }, 60_000)
  afterAll(() => api.close())

  it('reads the live counts and the company the search suggests, with no token', async () => {
    const source = await api.container.getAsync(T.ContactSource)
    const example = (await source.exampleCompany()) ?? null
    expect(await new FetchLiveCountsGateway(base).load()).toEqual({ ...(await source.counts()), example })
  })

  it('rejects when the service cannot be reached', async () => {
    await expect(new FetchLiveCountsGateway('http://127.0.0.1:9').load()).rejects.toThrow()
  })
})
