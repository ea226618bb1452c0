// Issue 21 §6: a reveal through an API key against the same through an OpenID access token (the key
// path must not be slower), and what the shared rate limiter costs a request on Redis. The product runs
// as `npm start` does (its own process) on a fresh PostgreSQL schema; load comes from this process.
import { startTestIssuer } from '../../../src/adapters/server/auth/testing/test-issuer.ts'
import { openDatabase } from '../../../src/adapters/server/persistence/open-database.ts'
import { freshPostgresSchema } from '../../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import { MemoryRateCounter } from '../../../src/adapters/server/rate-limit/memory-rate-counter.ts'
import { RedisRateCounter } from '../../../src/adapters/server/rate-limit/redis-rate-counter.ts'
import type { RateCounter } from '../../../src/application/server/ports/rate-counter.port.ts'
import { type RunningServer, startServer } from '../../e2e/support/server-process.ts'
import { fundUser, peopleWorthRevealing } from '../../support/ledger-audit.ts'
import { percentile } from '../measure.ts'

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test'
const DEFAULT_REDIS = 'redis://127.0.0.1:6379'

type Load = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number }

/** Closed-loop load: `connections` clients, each asking the next path as soon as the last answers. */
const load = async (
  paths: readonly string[],
  headers: Record<string, string>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Load> => {
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const deadline = performance.now() + seconds * 1000
  const client = async () => {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length] ?? ''
      const sent = performance.now()
      const response = await fetch(path, { headers }).catch(() => null)
      if (response === null || !response.ok) errors++
      await response?.arrayBuffer()
      latencies.push(performance.now() - sent)
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: connections }, client))
  const elapsed = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    errors,
  }
}

/** Microseconds one `take` costs, one after another, and takes a second with 50 in flight. */
const counterCost = async (counter: RateCounter, takes: number) => {
  for (let i = 0; i < 200; i++) await counter.take('warm', 1_000_000, 60_000)
  const began = performance.now()
  for (let i = 0; i < takes; i++) await counter.take(`user:${i % 100}`, 1_000_000, 60_000)
  const sequentialUs = ((performance.now() - began) * 1000) / takes
  const concurrentBegan = performance.now()
  for (let batch = 0; batch < takes / 50; batch++)
    await Promise.all(Array.from({ length: 50 }, (_, i) => counter.take(`user:${i}`, 1_000_000, 60_000)))
  const perSecond = Math.round(takes / ((performance.now() - concurrentBegan) / 1000))
  return { sequentialUsPerTake: Number(sequentialUs.toFixed(1)), takesPerSecondWith50InFlight: perSecond }
}

export const publicApiBenchmarks = async ({ quick = false }: { quick?: boolean } = {}) => {
  const postgresUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS
  const shape = { connections: 10, seconds: quick ? 3 : 8 }
  const rounds = quick ? 1 : 2
  const figures: Record<string, unknown> = {}

  // The limiter alone, in this process.
  const memory = new MemoryRateCounter()
  const redis = new RedisRateCounter(redisUrl, `bench:${process.pid}:${Date.now()}:`)
  const takes = quick ? 5_000 : 20_000
  figures.counter = { memory: await counterCost(memory, takes), redis: await counterCost(redis, takes) }
  await redis.close()

  // Reveals through a key and through a token, on the same server, taking turns.
  const issuer = await startTestIssuer()
  const schema = await freshPostgresSchema(postgresUrl)
  const servers: RunningServer[] = []
  try {
    const base = {
      DATABASE_URL: schema.databaseUrl,
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: issuer.audience,
      DEMO_COMPANIES: quick ? '50' : '200',
      // The per-address count stays on (one take a request, in memory or on Redis: the limiter's cost);
      // the per-user and per-key counts are off, so a free user's key limit does not stop the run.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_USER_PER_MINUTE: '0',
      REDIS_KEY_PREFIX: `bench-${process.pid}-${Date.now()}:`,
    }
    const inMemory = await startServer(base)
    servers.push(inMemory)
    const withRedis = await startServer({ ...base, REDIS_URL: redisUrl })
    servers.push(withRedis)
    const user = 'bench-key-user'
    const token = await issuer.token(user, { expiresIn: 3600 })
    const bearer = { authorization: `Bearer ${token}` }
    await fetch(`${inMemory.url}/api/user/info`, { headers: bearer })
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    await fundUser(database.db, user, 100_000, 'bench-lead')
    const people = await peopleWorthRevealing(database.db, 300)
    await database.close()
    const made = await fetch(`${inMemory.url}/api/keys`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench', scopes: ['read', 'reveal'] }),
    })
    const { secret } = (await made.json()) as { secret: string }
    const keyed = { authorization: `Bearer ${secret}` }
    const reveals = (server: RunningServer) =>
      people.map((id) => `${server.url}/api/contact/profile/${id}?reveal=true`)
    // Every person revealed once: what is measured is the reveal path itself, charged once before.
    await load(reveals(inMemory), bearer, { connections: 4, seconds: 2 })
    for (const id of people)
      await fetch(`${inMemory.url}/api/contact/profile/${id}?reveal=true`, { headers: bearer })

    const runs: { token: Load[]; key: Load[]; tokenRedis: Load[]; keyRedis: Load[] } = {
      token: [],
      key: [],
      tokenRedis: [],
      keyRedis: [],
    }
    for (let round = 0; round < rounds; round++) {
      runs.token.push(await load(reveals(inMemory), bearer, shape))
      runs.key.push(await load(reveals(inMemory), keyed, shape))
      runs.tokenRedis.push(await load(reveals(withRedis), bearer, shape))
      runs.keyRedis.push(await load(reveals(withRedis), keyed, shape))
    }
    const best = (list: Load[]) => list.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a))
    figures.reveal = {
      token: best(runs.token),
      key: best(runs.key),
      tokenWithRedisLimiter: best(runs.tokenRedis),
      keyWithRedisLimiter: best(runs.keyRedis),
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    await issuer.close()
    await schema.drop()
  }
  return figures
}
