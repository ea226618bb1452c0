// The API on loopback: autocomplete, a members page and a reveal, each against the real product
// (scripts/start.mjs, its own process on one core) with real access tokens, loaded by autocannon from
// another process on the other core, at each size on PGlite and PostgreSQL. Every figure is also a
// ratio to a bare Fastify hello-world measured just before, the same way.
import { type DatabaseKind, DEFAULT_POSTGRES_URL, ensurePrepared } from '../scale/prepared-database.ts'
import { BENCH_ADMIN, startBenchServer } from './bench-server.ts'
import { benchUsers } from './bench-tokens.ts'
import { measureHelloWorld } from './hello-baseline.ts'
import { type MeteredFigures, meteredLoad } from './metered-load.ts'
import { pinningNote } from './pinned-process.ts'
import { autocompletePaths, membersPaths, revealPaths } from './request-mix.ts'
import { runLoad } from './run-load.ts'
import { type ApiGroup, checkTargets, type EndpointFigures } from './targets.ts'

export type ApiOptions = {
  readonly sizes?: readonly number[]
  readonly databases?: readonly DatabaseKind[]
  readonly postgresUrl?: string
  /** 100k companies only, shorter runs. */
  readonly quick?: boolean
  readonly connections?: number
  readonly seconds?: number
  readonly warmupSeconds?: number
  /** Signed-in users the requests take turns with; default 1 (one user's charges run one at a time). */
  readonly users?: number
}

type Endpoint = {
  readonly name: 'autocomplete' | 'members' | 'reveal'
  /** Requests that may repeat (free, read-only) cycle; paying ones never repeat. */
  readonly cycle: boolean
  readonly paths: (companies: number, count: number) => string[]
}

// Far more than a run sends at the rates seen here; a worker that runs out stops and says so.
const PAID_REQUESTS = 60_000
// The most the first asks of every distinct cached request may take (418 at 100k, one each).
const FIRST_ASKS_MAX_SECONDS = 60

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'autocomplete', cycle: true, paths: (n) => autocompletePaths(n, 20_000, 'run') },
  { name: 'members', cycle: false, paths: (n, count) => membersPaths(n, count, 'run') },
  { name: 'reveal', cycle: false, paths: (n, count) => revealPaths(n, count, 'run') },
]

const fmt = (n: number) => n.toLocaleString('en')
const helloLine = (hello: MeteredFigures) =>
  `    ${'hello world'.padEnd(13)} ${fmt(hello.requestsPerSecond).padStart(7)} req/s · p50 ${hello.p50Ms} ms · p99 ${hello.p99Ms} ms · server CPU ${hello.serverCpuUsPerRequest} µs/request`
const pctOf = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`
const line = (label: string, f: MeteredFigures, hello: MeteredFigures) =>
  `    ${label.padEnd(13)} ${fmt(f.requestsPerSecond).padStart(7)} req/s (${pctOf(f.requestsPerSecond, hello.requestsPerSecond)} of hello) · p50 ${f.p50Ms} ms · p99 ${f.p99Ms} ms · ${f.non2xx} non-2xx, ${f.errors} errors${f.ranOutOfPaths ? ' · ran out of distinct requests' : ''}
${' '.repeat(18)}server CPU ${f.serverCpuUsPerRequest} µs/request (hello's is ${pctOf(hello.serverCpuUsPerRequest, f.serverCpuUsPerRequest)} of it)${f.postgresCpuUsPerRequest === undefined ? '' : ` · PostgreSQL CPU ${f.postgresCpuUsPerRequest} µs/request`}`

export const apiBenchmarks = async (options: ApiOptions = {}) => {
  const quick = options.quick === true
  const sizes = options.sizes ?? (quick ? [100_000] : [100_000, 1_000_000])
  const databases = options.databases ?? (['postgres', 'pglite'] as const)
  const postgresUrl = options.postgresUrl ?? DEFAULT_POSTGRES_URL
  const load = {
    connections: options.connections ?? 10,
    seconds: options.seconds ?? (quick ? 5 : 10),
    warmupSeconds: options.warmupSeconds ?? (quick ? 2 : 3),
  }
  const users = options.users ?? 1
  console.log(
    `API on loopback: ${load.connections} connections, ${users} user(s), ${load.warmupSeconds} s warm-up + ${load.seconds} s each; ${pinningNote}`,
  )
  const groups: ApiGroup[] = []
  for (const companies of sizes)
    for (const database of databases) {
      console.log(`  ${fmt(companies)} companies on ${database}`)
      const prepared = await ensurePrepared(database, companies, postgresUrl, '    ')
      const server = await startBenchServer(prepared.env)
      const endpoints: Partial<Record<Endpoint['name'], EndpointFigures>> = {}
      try {
        const tokens = await benchUsers(server.origin, BENCH_ADMIN, users)
        for (const endpoint of ENDPOINTS) {
          const paths = endpoint.paths(companies, PAID_REQUESTS)
          // Paid requests: the warm-up takes its own share, so no measured request finds itself paid.
          const split = endpoint.cycle ? 0 : Math.floor(paths.length / 6)
          const spec = {
            origin: server.origin,
            headers: {},
            tokens,
            connections: load.connections,
            cycle: endpoint.cycle,
          }
          // Answers the server keeps (autocomplete's minute-long cache): each distinct request once
          // first, so the run measures the steady state whatever the database's speed. A timed warm-up
          // alone left a tail of rare prefixes to their first ask inside the run on PGlite (p99 33 ms).
          if (endpoint.cycle)
            await runLoad({
              ...spec,
              paths: [...new Set(paths)],
              cycle: false,
              seconds: FIRST_ASKS_MAX_SECONDS,
            })
          // The baseline just before each endpoint: this machine's speed drifts over minutes, and a
          // ratio to a hello-world taken a few minutes earlier carried that drift (33–55% for one build).
          const hello = await measureHelloWorld(load)
          await runLoad({
            ...spec,
            paths: endpoint.cycle ? paths : paths.slice(0, split),
            seconds: load.warmupSeconds,
          })
          const figures = await meteredLoad(
            { ...spec, paths: paths.slice(split), seconds: load.seconds },
            server.pid,
            {
              postgres: database === 'postgres',
            },
          )
          endpoints[endpoint.name] = {
            ...figures,
            hello,
            ratioToHello: Number((figures.requestsPerSecond / hello.requestsPerSecond).toFixed(3)),
            cpuRatioToHello: Number((hello.serverCpuUsPerRequest / figures.serverCpuUsPerRequest).toFixed(3)),
          }
          console.log(helloLine(hello))
          console.log(line(endpoint.name, figures, hello))
        }
      } finally {
        await server.stop()
      }
      groups.push({ companies, database, endpoints, loaded: prepared.loaded })
    }
  const targets = checkTargets(groups)
  console.log('  Targets')
  for (const t of targets) console.log(`    ${t.met ? 'met   ' : 'MISSED'} ${t.target}: ${t.measured}`)
  return { takenAt: new Date().toISOString(), pinning: pinningNote, load, users, groups, targets }
}
