// Data at scale: generating and loading the demo dataset (the product's streaming generator and loader)
// at growing sizes, each in a child process of its own, so its peak memory is the loader's alone.
// A bounded peak at every size shows the load streams. Each loaded database is kept as the cache the
// API benchmark uses (prepared-database.ts).
import { type DatabaseKind, DEFAULT_POSTGRES_URL, type LoadFigures, loadFresh } from './prepared-database.ts'

export type ScaleOptions = {
  /** Company counts to load; people follow from the generator (about 18 a company). */
  readonly sizes?: readonly number[]
  readonly databases?: readonly DatabaseKind[]
  readonly postgresUrl?: string
  /** 10k and 100k companies only. */
  readonly quick?: boolean
}

export type ScaleResult = {
  readonly database: DatabaseKind
  readonly companies: number
  readonly people: number
  readonly seconds: number
  readonly peoplePerSecond: number
  readonly peakRssMb: number
  readonly cpuSeconds: number
}

export const FULL_SIZES = [10_000, 100_000, 1_000_000] as const
export const QUICK_SIZES = [10_000, 100_000] as const

const row = (database: DatabaseKind, f: LoadFigures): ScaleResult => ({
  database,
  companies: f.companies,
  people: f.people,
  seconds: Number((f.totalMs / 1000).toFixed(1)),
  peoplePerSecond: Math.round(f.people / (f.loadMs / 1000)),
  peakRssMb: f.peakRssMb,
  cpuSeconds: f.cpuSeconds,
})

export const scaleBenchmark = async (options: ScaleOptions = {}) => {
  const sizes = options.sizes ?? (options.quick === true ? QUICK_SIZES : FULL_SIZES)
  const databases = options.databases ?? (['postgres', 'pglite'] as const)
  const postgresUrl = options.postgresUrl ?? DEFAULT_POSTGRES_URL
  console.log('Data at scale: generate + load the demo dataset (one child process per load, fresh database)')
  const results: ScaleResult[] = []
  for (const database of databases)
    for (const companies of sizes) {
      console.log(`  ${database}, ${companies.toLocaleString('en')} companies…`)
      const loaded = row(database, await loadFresh(database, companies, postgresUrl, '      '))
      results.push(loaded)
      console.log(
        `  ${database.padEnd(8)} ${loaded.companies.toLocaleString('en').padStart(9)} companies ${loaded.people.toLocaleString('en').padStart(11)} people · ${loaded.seconds} s · ${loaded.peoplePerSecond.toLocaleString('en')} people/s · peak RSS ${loaded.peakRssMb} MB · CPU ${loaded.cpuSeconds} s`,
      )
    }
  return { takenAt: new Date().toISOString(), loads: results }
}
