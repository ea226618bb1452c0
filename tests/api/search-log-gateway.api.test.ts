import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosSearchLogGateway } from '../../src/adapters/browser/http/axios-search-log.gateway.ts'
import type { SearchApiName } from '../../src/application/server/ports/search-log.repository.port.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { SEARCHES, searchLogGatewayContract } from '../contract/search-log-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's search-log gateway against the real service over HTTP: what /admin/log uses.
let api: ApiHarness
let gateway: AxiosSearchLogGateway
const tokens: Record<string, string> = {}
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosSearchLogGateway(createApiClient(`http://127.0.0.1:${port}`))
  for (const user of ['ann', 'bob', 'boss', 'nobody']) {
    tokens[user] = await api.token(user, {
      claims: { preferred_username: user },
      roles: user === 'boss' ? ['admin'] : [],
    })
    // The first call makes the user.
    await api.call('GET', '/api/user/info', { as: { token: tokens[user] ?? '' } })
  }
  // The log is written by reveals and members searches; here it is written directly, at known times.
  const log = await api.container.getAsync(T.SearchLog)
  const made = Date.now()
  for (const { by, apiName, requestParams, minutesAgo } of SEARCHES)
    await log.append({
      userId: by,
      apiName: apiName as SearchApiName,
      requestParams,
      createdAt: instant(made - minutesAgo * 60_000),
    })
})
afterAll(() => api.close())

searchLogGatewayContract('axios over HTTP', async () => ({
  gateway,
  tokens: {
    ann: tokens.ann ?? '',
    bob: tokens.bob ?? '',
    admin: tokens.boss ?? '',
    nobody: tokens.nobody ?? '',
  },
}))
