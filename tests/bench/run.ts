// `npm run bench [-- --quick] [-- --only domain,http,front-end,fuzz,api,scale,engine,public-api,bulk,contacts,ceilings]`: prints every figure and writes
// bench/results.json. Figures, not pass/fail; each is printed beside its issue-8 target where it has one.
// The full run loads 1M companies on PGlite and on PostgreSQL (cached after the first run, see
// tests/bench/scale/README.md) and takes hours on a 2-core machine; --quick takes minutes.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startServer } from '../e2e/support/server-process.ts'
import { runApiFuzz } from '../support/api-fuzz.ts'
import { apiBenchmarks } from './api/api-benchmarks.ts'
import { bulkBenchmarks } from './bulk/bulk-benchmarks.ts'
import { ceilingsBenchmark } from './ceilings/ceilings-benchmark.ts'
import { contactsBenchmark } from './contacts/contacts-benchmarks.ts'
import { domainBenchmarks } from './domain.bench.ts'
import { engineBenchmarks } from './engine/engine-benchmarks.ts'
import { frontEndBenchmarks } from './front-end/front-end-benchmarks.ts'
import { loadUrl } from './health-load.ts'
import { publicApiBenchmarks } from './public-api/public-api-benchmarks.ts'
import { scaleBenchmark } from './scale/scale-benchmark.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const SECTIONS = [
  'domain',
  'http',
  'front-end',
  'fuzz',
  'scale',
  'api',
  'engine',
  'public-api',
  'bulk',
  'contacts',
  'ceilings',
] as const
type Section = (typeof SECTIONS)[number]

const { values } = parseArgs({ options: { quick: { type: 'boolean' }, only: { type: 'string' } } })
const quick = values.quick === true
const only = (values.only?.split(',') ?? SECTIONS) as Section[]
const unknown = only.filter((section) => !SECTIONS.includes(section))
if (unknown.length > 0)
  throw new Error(`--only: unknown ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`)

console.log(
  `LeadLens benchmarks${quick ? ' (quick)' : ''} · Node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}\n`,
)
const results: Record<string, unknown> = {
  takenAt: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  quick,
}

if (only.includes('domain')) {
  console.log('Domain (operations per second, single thread)')
  const domain = domainBenchmarks()
  for (const [name, ops] of Object.entries(domain))
    console.log(`  ${name.padEnd(44)} ${ops.toLocaleString('en')}`)
  results.domain = domain
}

if (only.includes('engine')) {
  console.log('\nContact engine against a mail world on loopback (per-server limit 2 connections)')
  const engine = await engineBenchmarks({ quick })
  console.log(
    `  ${engine.addresses.toLocaleString('en')} addresses over ${engine.domains} domains on ${engine.mailServers} mail servers: ` +
      `${engine.seconds} s, ${engine.verificationsPerSecond.toLocaleString('en')} verifications/s · ` +
      `at most ${engine.highestOpenPerServer} open per server`,
  )
  console.log(
    `  one find (pattern learnt, candidates verified in order): p50 ${engine.find.p50Ms} ms · p99 ${engine.find.p99Ms} ms over ${engine.find.runs}`,
  )
  console.log(
    `  memory (RSS): ${engine.rssMb.start} MB at start, ${engine.rssMb.peak} MB at peak, ${engine.rssMb.end} MB at the end`,
  )
  results.engine = engine
}

if (only.includes('contacts')) {
  const figures = []
  const databases: readonly ('pglite' | 'postgres')[] =
    process.env.DATABASE_URL === undefined ? ['pglite'] : ['pglite', 'postgres']
  for (const database of databases) {
    const run = await contactsBenchmark({ database, quick })
    console.log(
      `\nContacts page on ${database}: ${run.contacts.toLocaleString('en')} contacts of one user (loaded in ${run.loadSeconds} s)`,
    )
    for (const q of run.queries)
      console.log(`  ${q.name.padEnd(44)} p50 ${q.p50Ms} ms · p99 ${q.p99Ms} ms over ${q.runs}`)
    console.log(`  worst p99: ${run.worstP99Ms} ms (target: under 50 ms)`)
    figures.push(run)
  }
  results.contacts = figures
}

if (only.includes('http')) {
  console.log('\nHTTP on loopback: GET /health, 16 connections, 5 s (server in its own process)')
  const server = await startServer()
  try {
    await loadUrl(`${server.url}/health`, { connections: 16, seconds: 1 }) // warm-up
    const health = await loadUrl(`${server.url}/health`)
    console.log(
      `  ${health.requestsPerSecond.toLocaleString('en')} req/s · p50 ${health.p50Ms} ms · p99 ${health.p99Ms} ms · ${health.errors} errors`,
    )
    results.http = { health }
  } finally {
    await server.stop()
  }
}

if (only.includes('front-end')) {
  console.log('')
  results.frontEnd = await frontEndBenchmarks(quick ? { lighthouseRuns: 1 } : {})
}

if (only.includes('fuzz')) {
  // Issue 9: at least 10k generated requests a run in bench mode (npm test sends 500).
  const requests = quick ? 2_000 : 10_000
  console.log(`\nAPI fuzz (in process, PGlite): ${requests.toLocaleString('en')} generated requests`)
  const report = await runApiFuzz({ requests, seed: Date.now() % 2 ** 31, concurrency: 8, batch: 50 })
  console.log(
    `  ${report.requestsPerSecond.toLocaleString('en')} requests/s · ${report.dataChecks.verified.toLocaleString('en')} refusals shown to change no data · ${report.failures.length} failures`,
  )
  for (const failure of report.failures.slice(0, 10))
    console.log(`  - seed ${failure.seed}: ${failure.request}`)
  results.fuzz = {
    requests: report.requests,
    seconds: report.seconds,
    requestsPerSecond: report.requestsPerSecond,
    statuses: report.statuses,
    failures: report.failures.length,
  }
}

// The data sets first: the API benchmark reuses the databases they leave.
if (only.includes('scale')) {
  console.log('')
  results.scale = await scaleBenchmark({ quick })
}

if (only.includes('api')) {
  console.log('')
  results.api = await apiBenchmarks({ quick })
}

if (only.includes('public-api')) {
  console.log(
    '\nPublic API (issue 21): reveals through an API key and an access token, and the Redis limiter',
  )
  const figures = await publicApiBenchmarks({ quick })
  const show = (
    label: string,
    f: { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number },
  ) =>
    console.log(
      `  ${label.padEnd(36)} ${f.requestsPerSecond.toLocaleString('en').padStart(6)} req/s · p50 ${f.p50Ms} ms · p99 ${f.p99Ms} ms · ${f.errors} errors`,
    )
  const reveal = figures.reveal as Record<string, Parameters<typeof show>[1]>
  for (const [label, key] of [
    ['reveal, access token', 'token'],
    ['reveal, API key', 'key'],
    ['reveal, access token, Redis limiter', 'tokenWithRedisLimiter'],
    ['reveal, API key, Redis limiter', 'keyWithRedisLimiter'],
  ] as const) {
    const f = reveal[key]
    if (f !== undefined) show(label, f)
  }
  const counter = figures.counter as Record<
    string,
    { sequentialUsPerTake: number; takesPerSecondWith50InFlight: number }
  >
  for (const [name, c] of Object.entries(counter))
    console.log(
      `  limiter in ${name.padEnd(7)} ${c.sequentialUsPerTake} µs a take one at a time · ${c.takesPerSecondWith50InFlight.toLocaleString('en')} takes/s with 50 in flight`,
    )
  results.publicApi = figures
}

if (only.includes('bulk')) {
  console.log(
    '\nBulk enrichment: a file of profile links in the data, upload to result (service in its own process)',
  )
  results.bulk = await bulkBenchmarks({ quick })
}

if (only.includes('ceilings')) {
  console.log('')
  results.ceilings = await ceilingsBenchmark({ quick })
}

mkdirSync(resolve(ROOT, 'bench'), { recursive: true })
writeFileSync(resolve(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log('\nWritten to bench/results.json')
