import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestIssuer, type TestIssuer } from '../../src/adapters/server/auth/testing/test-issuer.ts'
import {
  type FreshSchema,
  freshPostgresSchema,
} from '../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 21 §2: four service processes, as `npm start` runs them, on one PostgreSQL database and one Redis.
// Before, each process counted alone and four allowed four times the limit; now they share the counts.
const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const PROCESSES = 4
const PER_USER = 20
const PER_ADDRESS = 30
const CALLS = 80

describe.skipIf(databaseUrl === undefined)(
  'rate limits shared by four processes (PostgreSQL + Redis)',
  () => {
    let schema: FreshSchema
    let issuer: TestIssuer
    let servers: RunningServer[] = []

    beforeAll(async () => {
      schema = await freshPostgresSchema(databaseUrl ?? '')
      issuer = await startTestIssuer()
      const env = {
        DATABASE_URL: schema.databaseUrl,
        OIDC_ISSUER: issuer.issuer,
        OIDC_AUDIENCE: issuer.audience,
        DEMO_COMPANIES: '0',
        REDIS_URL: redisUrl,
        // A prefix of this run's own, so other runs' counts never mix with these.
        REDIS_KEY_PREFIX: `test-${process.pid}-${Date.now()}:`,
        RATE_LIMIT_USER_PER_MINUTE: String(PER_USER),
        RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
      }
      servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServer(env)))
    }, 240_000)

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()))
      await issuer?.close()
      await schema?.drop()
    }, 60_000)

    const spread = (count: number, call: (server: RunningServer, i: number) => Promise<Response>) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const server = servers[i % PROCESSES]
          if (server === undefined) throw new Error('no server')
          const response = await call(server, i)
          return {
            status: response.status,
            limit: response.headers.get('ratelimit-limit'),
            retryAfter: response.headers.get('retry-after'),
          }
        }),
      )

    it(`lets one user make ${PER_USER} calls a minute across all four, not ${PROCESSES * PER_USER}`, async () => {
      const token = await issuer.token('shared-limit-user')
      const answers = await spread(CALLS, (server, i) =>
        fetch(`${server.url}/api/user/info`, {
          // Each call from its own address: only the user's count can refuse them.
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      )
      expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_USER)
      const refused = answers.filter((a) => a.status === 429)
      expect(refused).toHaveLength(CALLS - PER_USER)
      expect(refused.every((a) => Number(a.retryAfter) >= 1 && a.limit === String(PER_USER))).toBe(true)
    })

    it(`lets one address make ${PER_ADDRESS} calls a minute across all four`, async () => {
      const answers = await spread(CALLS, (server) =>
        fetch(`${server.url}/api/stats`, { headers: { 'x-forwarded-for': '203.0.113.99' } }),
      )
      expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_ADDRESS)
      expect(answers.filter((a) => a.status === 429)).toHaveLength(CALLS - PER_ADDRESS)
    })
  },
)
