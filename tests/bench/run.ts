// `npm run bench`: prints every figure and writes bench/results.json. Figures, not pass/fail.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { startServer } from '../e2e/support/server-process.ts'
import { domainBenchmarks } from './domain.bench.ts'
import { loadUrl } from './health-load.ts'

const ROOT = resolve(import.meta.dirname, '../..')

console.log(
  `LeadLens benchmarks · Node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}\n`,
)

console.log('Domain (operations per second, single thread)')
const domain = domainBenchmarks()
for (const [name, ops] of Object.entries(domain))
  console.log(`  ${name.padEnd(44)} ${ops.toLocaleString('en')}`)

console.log('\nHTTP on loopback: GET /health, 16 connections, 5 s (server in its own process)')
const server = await startServer()
let health: Awaited<ReturnType<typeof loadUrl>>
try {
  await loadUrl(`${server.url}/health`, { connections: 16, seconds: 1 }) // warm-up
  health = await loadUrl(`${server.url}/health`)
} finally {
  await server.stop()
}
console.log(
  `  ${health.requestsPerSecond.toLocaleString('en')} req/s · p50 ${health.p50Ms} ms · p99 ${health.p99Ms} ms · ${health.errors} errors`,
)

const results = {
  takenAt: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  domain,
  http: { health },
}
mkdirSync(resolve(ROOT, 'bench'), { recursive: true })
writeFileSync(resolve(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log('\nWritten to bench/results.json')
