// Child process of the scale benchmark: loads the demo dataset with the product's own loader into one
// database and prints one JSON line at the end (time, counts, this process's peak memory). Run alone:
//   node --import tsx tests/bench/scale/load-child.ts <companies> pglite:<dir> | postgres:<url>
// Progress goes to stderr; the parent reads stdout.
import { loadDemoDataIfEmpty } from '../../../src/adapters/server/demo-data/load-demo-data.ts'
import { openDatabase } from '../../../src/adapters/server/persistence/open-database.ts'
import { BENCH_AS_OF, BENCH_SEED } from './bench-dataset.ts'

const [companiesArg = '', target = ''] = process.argv.slice(2)
const companies = Number(companiesArg)
if (!Number.isSafeInteger(companies) || companies <= 0 || !/^(pglite|postgres):/.test(target)) {
  process.stderr.write('usage: load-child.ts <companies> pglite:<dir>|postgres:<url>\n')
  process.exit(2)
}
const [kind, ...rest] = target.split(':')
const where = rest.join(':')

const started = performance.now()
const database = await openDatabase(kind === 'pglite' ? { dataDir: where } : { databaseUrl: where })
const openedMs = performance.now() - started
let lastReport = 0
const result = await loadDemoDataIfEmpty(database.db, {
  seed: BENCH_SEED,
  companies,
  asOf: BENCH_AS_OF,
  onProgress: ({ companies: done, people, of }) => {
    const now = performance.now()
    if (now - lastReport < 10_000 && done < of) return
    lastReport = now
    const seconds = (now - started) / 1000
    process.stderr.write(
      `    ${done.toLocaleString('en')}/${of.toLocaleString('en')} companies, ${people.toLocaleString('en')} people, ${Math.round(people / seconds).toLocaleString('en')} people/s\n`,
    )
  },
})
// Committed; closing PGlite also writes its last pages, so it counts in the time.
const closing = performance.now()
await database.close()
const usage = process.resourceUsage()
process.stdout.write(
  `${JSON.stringify({
    loaded: result.loaded,
    companies: result.companies,
    people: result.people,
    openMs: Math.round(openedMs),
    loadMs: result.ms,
    closeMs: Math.round(performance.now() - closing),
    totalMs: Math.round(performance.now() - started),
    // resourceUsage reports kilobytes.
    peakRssMb: Math.round(usage.maxRSS / 1024),
    cpuSeconds: Number(((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1)),
  })}\n`,
)
