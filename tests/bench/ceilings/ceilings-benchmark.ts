// Issue 25: each figure beside the ceiling it is held to, measured in the same run, in pairs one right
// after the other (this shared machine's speed drifts over minutes):
//   1. a reveal through the service (PostgreSQL) against pgbench running the same SQL (reveal.pgbench.sql);
//   2. /health and autocomplete through the whole plugin stack against a bare Fastify route;
//   3. a reveal on PGlite against the same on PostgreSQL, with the server's CPU a reveal.
import { loadavg } from 'node:os'
import { BENCH_ADMIN, startBenchServer } from '../api/bench-server.ts'
import { benchUsers } from '../api/bench-tokens.ts'
import { measureHelloWorld } from '../api/hello-baseline.ts'
import { type MeteredFigures, meteredLoad } from '../api/metered-load.ts'
import { pinningNote } from '../api/pinned-process.ts'
import { autocompletePaths, revealPaths } from '../api/request-mix.ts'
import { runLoad } from '../api/run-load.ts'
import { DEFAULT_POSTGRES_URL, ensurePrepared } from '../scale/prepared-database.ts'
import { type CeilingFigures, hasPgbench, prepareCeiling, runCeiling } from './ceiling-pgbench.ts'

export type CeilingsOptions = {
  readonly quick?: boolean
  /** Pairs of each figure and its ceiling (default 3; quick 2). */
  readonly rounds?: number
  readonly seconds?: number
  readonly warmupSeconds?: number
  readonly postgresUrl?: string
}

// A size of its own (a small one: a reveal's cost does not depend on it), so this bench never races
// another's load of a shared cache.
const COMPANIES = 5_000
const USERS = 10
const CONNECTIONS = 10
const PAID_REQUESTS = 60_000

type Round = {
  readonly loadAverage: number
  readonly hello: MeteredFigures
  readonly health: MeteredFigures
  readonly autocomplete: MeteredFigures
  readonly reveal: MeteredFigures
  readonly pgbench: CeilingFigures
  readonly pgliteReveal?: MeteredFigures
}

const fmt = (n: number) => n.toLocaleString('en')
const pct = (part: number, whole: number) => Math.round((part / whole) * 100)
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const rate = (f: MeteredFigures) =>
  `${fmt(f.requestsPerSecond).padStart(6)}/s · p50 ${f.p50Ms} ms · p99 ${f.p99Ms} ms · server CPU ${fmt(f.serverCpuUsPerRequest)} µs${
    f.postgresCpuUsPerRequest === undefined ? '' : ` + PostgreSQL ${fmt(f.postgresCpuUsPerRequest)} µs`
  }${f.non2xx + f.errors > 0 ? ` · ${f.non2xx} non-2xx, ${f.errors} errors` : ''}`

export const ceilingsBenchmark = async (options: CeilingsOptions = {}) => {
  const quick = options.quick === true
  const rounds = options.rounds ?? (quick ? 2 : 3)
  const load = {
    connections: CONNECTIONS,
    seconds: options.seconds ?? (quick ? 5 : 10),
    warmupSeconds: options.warmupSeconds ?? 2,
  }
  const postgresUrl = options.postgresUrl ?? DEFAULT_POSTGRES_URL
  if (!hasPgbench()) throw new Error('pgbench (/usr/bin/pgbench) is needed for the reveal ceiling')
  console.log(
    `Against the ceilings (issue 25): ${fmt(COMPANIES)} companies, ${USERS} users, ${CONNECTIONS} connections, ${rounds} rounds of ${load.warmupSeconds} s warm-up + ${load.seconds} s; ${pinningNote}`,
  )
  const onPostgres = await ensurePrepared('postgres', COMPANIES, postgresUrl, '  ')
  const onPglite = await ensurePrepared('pglite', COMPANIES, postgresUrl, '  ')
  const databaseUrl = (onPostgres.env as { DATABASE_URL: string }).DATABASE_URL
  const targets = await prepareCeiling(databaseUrl, CONNECTIONS)

  // Each round's paid requests are its own: no reveal repeats within the run.
  const reveals = revealPaths(COMPANIES, PAID_REQUESTS, `ceilings/${Date.now()}`)
  const share = Math.floor(reveals.length / (rounds * 2))
  const slice = (round: number, part: number) => {
    const from = (round * 2 + part) * share
    return reveals.slice(from, from + share)
  }
  const autocomplete = autocompletePaths(COMPANIES, 20_000, 'ceilings')

  const postgres = await startBenchServer(onPostgres.env)
  const pglite = await startBenchServer(onPglite.env)
  const results: Round[] = []
  try {
    const [pgTokens, pgliteTokens] = [
      await benchUsers(postgres.origin, BENCH_ADMIN, USERS),
      await benchUsers(pglite.origin, BENCH_ADMIN, USERS),
    ]
    const spec = (origin: string, tokens: readonly string[]) => ({
      origin,
      headers: {},
      tokens,
      connections: load.connections,
    })
    // Every distinct autocomplete once first, so the runs measure the answer cache's steady state.
    await runLoad({
      ...spec(postgres.origin, pgTokens),
      paths: [...new Set(autocomplete)],
      cycle: false,
      seconds: 60,
    })
    // pgbench's first transactions prepare its statements; warm it as the service is warmed.
    await runCeiling(databaseUrl, { clients: CONNECTIONS, seconds: load.warmupSeconds, targets })

    for (let round = 0; round < rounds; round++) {
      const loadAverage = Number(loadavg()[0]?.toFixed(1))
      const hello = await measureHelloWorld(load)
      const pg = spec(postgres.origin, pgTokens)
      const health = await meteredLoad(
        { ...pg, tokens: [], paths: ['/health'], cycle: true, seconds: load.seconds },
        postgres.pid,
      )
      const auto = await meteredLoad(
        { ...pg, paths: autocomplete, cycle: true, seconds: load.seconds },
        postgres.pid,
      )
      const [warm, measured] = [slice(round, 0), slice(round, 1)]
      const split = Math.floor(warm.length / 2)
      await runLoad({ ...pg, paths: warm.slice(0, split), cycle: false, seconds: load.warmupSeconds })
      const reveal = await meteredLoad(
        { ...pg, paths: measured, cycle: false, seconds: load.seconds },
        postgres.pid,
        {
          postgres: true,
        },
      )
      const pgbench = await runCeiling(databaseUrl, { clients: CONNECTIONS, seconds: load.seconds, targets })
      const lite = spec(pglite.origin, pgliteTokens)
      await runLoad({ ...lite, paths: warm.slice(split), cycle: false, seconds: load.warmupSeconds })
      const pgliteReveal = await meteredLoad(
        { ...lite, paths: measured, cycle: false, seconds: load.seconds },
        pglite.pid,
      )
      const figures: Round = { loadAverage, hello, health, autocomplete: auto, reveal, pgbench, pgliteReveal }
      results.push(figures)
      console.log(`  round ${round + 1} (load average ${loadAverage})`)
      console.log(`    bare Fastify route    ${rate(hello)}`)
      console.log(
        `    /health               ${rate(health)} → ${pct(health.requestsPerSecond, hello.requestsPerSecond)}% of bare (by CPU a request ${pct(hello.serverCpuUsPerRequest, health.serverCpuUsPerRequest)}%)`,
      )
      console.log(
        `    autocomplete          ${rate(auto)} → ${pct(auto.requestsPerSecond, hello.requestsPerSecond)}% of bare (by CPU a request ${pct(hello.serverCpuUsPerRequest, auto.serverCpuUsPerRequest)}%)`,
      )
      console.log(
        `    pgbench, reveal SQL   ${fmt(pgbench.transactionsPerSecond).padStart(6)}/s · latency ${pgbench.latencyMs} ms${pgbench.failed > 0 ? ` · ${pgbench.failed} failed` : ''}`,
      )
      console.log(
        `    reveal, PostgreSQL    ${rate(reveal)} → ${pct(reveal.requestsPerSecond, pgbench.transactionsPerSecond)}% of pgbench`,
      )
      console.log(
        `    reveal, PGlite        ${rate(pgliteReveal)} → ${pct(pgliteReveal.requestsPerSecond, reveal.requestsPerSecond)}% of PostgreSQL's`,
      )
    }
  } finally {
    await postgres.stop()
    await pglite.stop()
  }
  const ratio = (pick: (r: Round) => number) => median(results.map(pick))
  const summary = {
    revealOfPgbench: ratio((r) => r.reveal.requestsPerSecond / r.pgbench.transactionsPerSecond),
    healthOfBare: ratio((r) => r.health.requestsPerSecond / r.hello.requestsPerSecond),
    healthOfBareByCpu: ratio((r) => r.hello.serverCpuUsPerRequest / r.health.serverCpuUsPerRequest),
    autocompleteOfBare: ratio((r) => r.autocomplete.requestsPerSecond / r.hello.requestsPerSecond),
    autocompleteOfBareByCpu: ratio(
      (r) => r.hello.serverCpuUsPerRequest / r.autocomplete.serverCpuUsPerRequest,
    ),
    revealServerCpuUs: ratio((r) => r.reveal.serverCpuUsPerRequest),
    revealPostgresCpuUs: ratio((r) => r.reveal.postgresCpuUsPerRequest ?? Number.NaN),
    pgliteRevealServerCpuUs: ratio((r) => r.pgliteReveal?.serverCpuUsPerRequest ?? Number.NaN),
    pgliteOfPostgres: ratio(
      (r) => (r.pgliteReveal?.requestsPerSecond ?? Number.NaN) / r.reveal.requestsPerSecond,
    ),
  }
  console.log('  medians over the rounds (issue 25 targets):')
  console.log(
    `    reveal / pgbench ceiling      ${pct(summary.revealOfPgbench, 1)}%  (target ≥ 80%) · a reveal: server CPU ${fmt(summary.revealServerCpuUs)} µs + PostgreSQL ${fmt(summary.revealPostgresCpuUs)} µs`,
  )
  console.log(
    `    /health / bare Fastify        ${pct(summary.healthOfBare, 1)}%, by CPU a request ${pct(summary.healthOfBareByCpu, 1)}%  (target ≥ 50%)`,
  )
  console.log(
    `    autocomplete / bare Fastify   ${pct(summary.autocompleteOfBare, 1)}%, by CPU a request ${pct(summary.autocompleteOfBareByCpu, 1)}%  (target ≥ 50%)`,
  )
  console.log(
    `    PGlite reveal: server CPU ${fmt(summary.pgliteRevealServerCpuUs)} µs a reveal (before: 4,396; target ≤ 2,200), ${pct(summary.pgliteOfPostgres, 1)}% of PostgreSQL's rate`,
  )
  return {
    takenAt: new Date().toISOString(),
    companies: COMPANIES,
    users: USERS,
    load,
    rounds: results,
    summary,
  }
}
