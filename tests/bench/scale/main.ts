// node --import tsx tests/bench/scale/main.ts [--quick] [--companies 10000,100000] [--db pglite|postgres]
//   [--postgres-url URL] [--out FILE] [--clean]
// Loads the demo dataset at each size into fresh databases and prints time and peak memory.
// --clean removes every cached bench database (see prepared-database.ts) and exits.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { databasesOption, sizesOption } from '../cli-options.ts'
import { cleanCaches, DEFAULT_POSTGRES_URL } from './prepared-database.ts'
import { scaleBenchmark } from './scale-benchmark.ts'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    companies: { type: 'string' },
    db: { type: 'string' },
    'postgres-url': { type: 'string' },
    out: { type: 'string' },
    clean: { type: 'boolean' },
  },
})
const postgresUrl = values['postgres-url'] ?? DEFAULT_POSTGRES_URL

if (values.clean === true) {
  for (const removed of await cleanCaches(postgresUrl)) console.log(`removed ${removed}`)
  process.exit(0)
}

const sizes = sizesOption(values.companies)
const databases = databasesOption(values.db)

const results = await scaleBenchmark({
  postgresUrl,
  quick: values.quick === true,
  ...(sizes === undefined ? {} : { sizes }),
  ...(databases === undefined ? {} : { databases }),
})
if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`)
