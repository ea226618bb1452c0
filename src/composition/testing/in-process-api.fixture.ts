// Test support, not product code: the whole service as `npm start` composes it (the same container, the
// real routes, the real token verifier) on an in-memory PGlite (or a fresh PostgreSQL schema), with a
// loopback test issuer whose tokens the verifier accepts. API tests call it over `inject`; UI tests give
// its app to the browser's contract client (injectTransport), so pages are tested against the real routes.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Container } from 'inversify'
import {
  startTestIssuer,
  type TestIssuer,
  type TokenOptions,
} from '../../adapters/server/auth/testing/test-issuer.ts'
import { freshPostgresSchema } from '../../adapters/server/persistence/testing/fresh-postgres-schema.ts'
import type { Clock } from '../../application/server/ports/clock.port.ts'
import { createServerContainer, type ServerContainer } from '../server.container.ts'
import { ServerTokens as T } from '../tokens.ts'

/**
 * The contact engine's settings for a service under test: its DNS questions go to a loopback port where
 * nothing listens (refused at once), so no test can make the verifier reach another host; a test that
 * wants answers starts a mail world and names it instead.
 */
export const NO_OUTSIDE_MAIL = { VERIFY_DNS_SERVERS: '127.0.0.1:9', VERIFY_SMTP_PORT: '9' } as const

/** Settings that keep a test's service to itself: no outside mail server, no demo data, quiet logs. */
const IN_PROCESS_DEFAULTS = {
  DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
  ...NO_OUTSIDE_MAIL,
  DEMO_COMPANIES: '0',
} as const

export type InProcessApi = {
  readonly app: FastifyInstance
  readonly container: ServerContainer
  readonly issuer: TestIssuer
  /** A bearer token the service accepts for this user (roles: ['admin'] for an administrator). */
  token(user: string, options?: TokenOptions): Promise<string>
  close(): Promise<void>
}

/**
 * Starts the service in this process. `env` overrides configuration; `postgres` runs it on a fresh
 * schema of the PostgreSQL server (DATABASE_URL must be set); `clock` is the service's time (its
 * plans' dates and expiries), the system's when absent.
 */
export const startInProcessApi = async (
  env: Record<string, string> = {},
  { postgres = false, clock }: { readonly postgres?: boolean; readonly clock?: Clock } = {},
): Promise<InProcessApi> => {
  const issuer = await startTestIssuer()
  const schema = postgres ? await freshPostgresSchema(process.env.DATABASE_URL ?? '') : undefined
  const container = createServerContainer(
    {
      ...IN_PROCESS_DEFAULTS,
      WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'leadlens-no-web-')),
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: issuer.audience,
      ...(schema === undefined ? {} : { DATABASE_URL: schema.databaseUrl }),
      ...env,
    },
    { version: '0.0.0-test' },
  )
  // The container is inversify's: the clock is swapped before anything has read it.
  if (clock !== undefined) (container as unknown as Container).rebind(T.Clock).toConstantValue(clock)
  const app = await container.getAsync(T.HttpApp)
  await app.ready()
  return {
    app,
    container,
    issuer,
    token: (user, options) => issuer.token(user, options),
    close: async () => {
      await app.close()
      await issuer.close()
      await schema?.drop()
    },
  }
}
