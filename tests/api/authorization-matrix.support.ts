// Test support: the authorization matrix's service and its one way of sending a row's request, shared by
// its two files (callers with tokens, callers with API keys), which run on two workers at once.
import type { HTTPMethods } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { AnyRoute } from '../../src/adapters/server/api/routing/route.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { NO_BACKGROUND_WORKERS } from '../support/data-snapshot.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'
import type { CellRequest } from './authorization-matrix.table.ts'

export type MatrixService = { readonly service: SeededApi; readonly routes: readonly AnyRoute[] }

/**
 * A seeded service for the file, started before its tests and closed after them. No enrichment or
 * re-check worker: a job a cell started or queued stays as the cell left it, changing nothing while a
 * later cell runs.
 */
export const matrixService = (): MatrixService => {
  const started = {} as { service: SeededApi; routes: readonly AnyRoute[] }
  beforeAll(async () => {
    started.service = await startSeededApi(NO_BACKGROUND_WORKERS)
    started.routes = await started.service.api.container.getAsync(T.ApiRoutes)
  })
  afterAll(() => started.service?.api.close())
  return started
}

/** A row's request, sent as `token` (none: anonymous). */
export const sendRow = (service: SeededApi, key: string, request: CellRequest, token: string | null) => {
  const [method = 'GET'] = key.split(' ')
  return service.api.app.inject({
    method: method as HTTPMethods,
    url: request.url,
    ...(request.query === undefined ? {} : { query: request.query }),
    ...(request.body === undefined ? {} : { payload: request.body as object }),
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...request.headers },
  })
}
