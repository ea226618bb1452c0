// Test support: the whole service as `npm start` composes it (src/composition/testing/in-process-api.fixture.ts)
// with a `call` that makes one request over inject, as a user, an administrator or with a given token.
import type { HTTPMethods, LightMyRequestResponse } from 'fastify'
import { type InProcessApi, startInProcessApi } from '../../src/composition/testing/in-process-api.fixture.ts'

export type Who = { readonly user: string; readonly admin?: boolean } | { readonly token: string } | null

export type CallOptions = {
  readonly as?: Who
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

export type ApiHarness = InProcessApi & {
  call(method: HTTPMethods, url: string, options?: CallOptions): Promise<LightMyRequestResponse>
}

/**
 * Starts the service in this process on an in-memory PGlite, or on a fresh schema of the PostgreSQL
 * server when `postgres` is true (then DATABASE_URL must be set). `env` overrides configuration.
 */
export const startApi = async (
  env: Record<string, string> = {},
  options: { readonly postgres?: boolean } = {},
): Promise<ApiHarness> => {
  const api = await startInProcessApi(env, options)
  const authorization = async (who: Who | undefined): Promise<Record<string, string>> => {
    if (who === undefined || who === null) return {}
    const token =
      'token' in who ? who.token : await api.token(who.user, { roles: who.admin ? ['admin'] : [] })
    return { authorization: `Bearer ${token}` }
  }
  return {
    ...api,
    call: async (method, url, options = {}) =>
      api.app.inject({
        method,
        url,
        ...(options.query === undefined ? {} : { query: options.query }),
        ...(options.body === undefined ? {} : { payload: options.body as object }),
        headers: { ...(await authorization(options.as)), ...options.headers },
      }),
  }
}
