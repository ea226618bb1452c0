// `node --import tsx tests/bench/bulk/main.ts [--quick] [--db postgres|pglite]`: bulk enrichment's figures alone.
import type { DatabaseKind } from '../scale/prepared-database.ts'
import { bulkBenchmarks } from './bulk-benchmarks.ts'

const db = process.argv[process.argv.indexOf('--db') + 1]
const databases: DatabaseKind[] | undefined = db === 'postgres' || db === 'pglite' ? [db] : undefined
console.log(
  JSON.stringify(
    await bulkBenchmarks({
      quick: process.argv.includes('--quick'),
      ...(databases === undefined ? {} : { databases }),
    }),
    null,
    2,
  ),
)
