// node --import tsx tests/bench/api/main.ts [--quick] [--companies 100000,1000000] [--db pglite,postgres]
//   [--postgres-url URL] [--connections 10] [--seconds 10] [--warmup 3] [--users 1] [--out FILE]
// Prepared databases are cached under <os tmp>/leadlens-bench and as leadlens_bench_c<N> on PostgreSQL
// (tests/bench/scale/prepared-database.ts); the first run at a size loads it.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { databasesOption, positiveOption, sizesOption } from '../cli-options.ts'
import { apiBenchmarks } from './api-benchmarks.ts'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    companies: { type: 'string' },
    db: { type: 'string' },
    'postgres-url': { type: 'string' },
    connections: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    users: { type: 'string' },
    out: { type: 'string' },
  },
})
const sizes = sizesOption(values.companies)
const databases = databasesOption(values.db)
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

const results = await apiBenchmarks({
  quick: values.quick === true,
  ...optional('sizes', sizes),
  ...optional('databases', databases),
  ...optional('postgresUrl', values['postgres-url']),
  ...optional('connections', positiveOption('connections', values.connections)),
  ...optional('seconds', positiveOption('seconds', values.seconds)),
  ...optional('warmupSeconds', positiveOption('warmup', values.warmup)),
  ...optional('users', positiveOption('users', values.users)),
})
if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`)
