// Test support: the whole service as `npm start` composes it (same container, real routes, real
// database, real token verifier), with a loopback test issuer whose tokens the verifier accepts.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify'
import {
  startTestIssuer,
  type TestIssuer,
  type TokenOptions,
} from '../../src/adapters/server/auth/testing/test-issuer.ts'
import { freshPostgresSchema } from '../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import { createServerContainer, type ServerContainer } from '../../src/composition/server.container.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { NO_OUTSIDE_MAIL } from './no-outside-mail.ts'

export type Who = { readonly user: string; readonly admin?: boolean } | { readonly token: string } | null

export type CallOptions = {
  readonly as?: Who
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

export type ApiHarness = {
  readonly app: FastifyInstance
  readonly container: ServerContainer
  readonly issuer: TestIssuer
  call(method: HTTPMethods, url: string, options?: CallOptions): Promise<LightMyRequestResponse>
  token(user: string, options?: TokenOptions): Promise<string>
  close(): Promise<void>
}

/**
 * Starts the service in this process on an in-memory PGlite, or on a fresh schema of the PostgreSQL
 * server when `postgres` is true (then DATABASE_URL must be set). `env` overrides configuration.
 */
export const startApi = async (
  env: Record<string, string> = {},
  { postgres = false }: { readonly postgres?: boolean } = {},
): Promise<ApiHarness> => {
  const issuer = await startTestIssuer()
  const schema = postgres ? await freshPostgresSchema(process.env.DATABASE_URL ?? '') : undefined
  const container = createServerContainer(
    {
      DATA_DIR: 'memory',
      LOG_LEVEL: 'silent',
      ...NO_OUTSIDE_MAIL,
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'leadlens-no-web-')),
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: issuer.audience,
      DEMO_COMPANIES: '0',
      ...(schema === undefined ? {} : { DATABASE_URL: schema.databaseUrl }),
      ...env,
    },
    { version: '0.0.0-test' },
  )
  const app = await container.getAsync(T.HttpApp)
  await app.ready()

  const authorization = async (who: Who | undefined): Promise<Record<string, string>> => {
    if (who === undefined || who === null) return {}
    const token =
      'token' in who ? who.token : await issuer.token(who.user, { roles: who.admin ? ['admin'] : [] })
    return { authorization: `Bearer ${token}` }
  }

  return {
    app,
    container,
    issuer,
    token: (user, options) => issuer.token(user, options),
    call: async (method, url, options = {}) =>
      app.inject({
        method,
        url,
        ...(options.query === undefined ? {} : { query: options.query }),
        ...(options.body === undefined ? {} : { payload: options.body as object }),
        headers: { ...(await authorization(options.as)), ...options.headers },
      }),
    close: async () => {
      await app.close()
      await issuer.close()
      await schema?.drop()
    },
  }
}
