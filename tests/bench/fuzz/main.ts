// `node --import tsx tests/bench/fuzz/main.ts [--requests 10000] [--seed N] [--concurrency 8] [--batch 50]
// [--postgres]` (PostgreSQL at DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a fresh
// schema dropped at the end; PGlite in memory otherwise). Fuzzes every API route in process and prints throughput, the status histogram and each failure with
// the seed that replays it (`--seed <that seed> --requests 1`). Exits 1 when anything failed.
import { parseArgs } from 'node:util'
import { runApiFuzz } from '../../support/api-fuzz.ts'

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    batch: { type: 'string', default: '50' },
    postgres: { type: 'boolean', default: false },
  },
})
if (values.postgres) process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
const requests = Number(values.requests)
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed)
const concurrency = Number(values.concurrency)
const batch = Number(values.batch)
for (const [name, value] of Object.entries({ requests, seed, concurrency, batch }))
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not ${value}`)

const database = values.postgres ? 'PostgreSQL' : 'PGlite'
console.log(
  `API fuzz on ${database}: ${requests.toLocaleString('en')} requests, seed ${seed}, ${concurrency} in flight`,
)
let shown = 0
const report = await runApiFuzz({
  requests,
  seed,
  concurrency,
  batch,
  postgres: values.postgres,
  onProgress: (done, failures) => {
    if (done - shown >= 1000 || done === requests) {
      shown = done
      process.stdout.write(`  ${done.toLocaleString('en')} sent, ${failures} failing\n`)
    }
  },
})

console.log(
  `\n${report.requests.toLocaleString('en')} requests in ${report.seconds.toFixed(1)} s: ` +
    `${report.requestsPerSecond.toLocaleString('en')} requests/s (data checks and replays included)`,
)
console.log('Statuses:')
for (const [status, count] of Object.entries(report.statuses).sort())
  console.log(`  ${status}  ${count.toLocaleString('en')}`)
console.log(
  `Refused requests replayed between snapshots: ${report.dataChecks.refused.toLocaleString('en')}, ` +
    `${report.dataChecks.verified.toLocaleString('en')} shown to change no data`,
)
if (report.failures.length === 0) console.log('No failures.')
else {
  console.log(`\n${report.failures.length} failures:`)
  for (const failure of report.failures.slice(0, 50)) {
    console.log(`- seed ${failure.seed}: ${failure.request}`)
    for (const problem of failure.problems) console.log(`    ${problem.slice(0, 400)}`)
  }
  console.log(`\nReplay one: node --import tsx tests/bench/fuzz/main.ts --requests 1 --seed <seed>`)
  process.exitCode = 1
}
