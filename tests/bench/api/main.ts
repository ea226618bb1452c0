// node --import tsx tests/bench/api/main.ts [--quick] [--companies 100000,1000000] [--db pglite,postgres]
//   [--postgres-url URL] [--connections 10] [--seconds 10] [--warmup 3] [--users 1] [--out FILE]
// Prepared databases are cached under <os tmp>/leadlens-bench and as leadlens_bench_c<N> on PostgreSQL
// (tests/bench/scale/prepared-database.ts); the first run at a size loads it.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { DatabaseKind } from '../scale/prepared-database.ts'
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
const positive = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined
  const n = Number(text.replaceAll('_', ''))
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`--${name}: a positive whole number, not ${text}`)
  return n
}
const sizes = values.companies?.split(',').map((s) => positive('companies', s) ?? 0)
const databases = values.db?.split(',') as DatabaseKind[] | undefined
if (databases?.some((d) => d !== 'pglite' && d !== 'postgres'))
  throw new Error('--db: pglite and/or postgres')
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

const results = await apiBenchmarks({
  quick: values.quick === true,
  ...optional('sizes', sizes),
  ...optional('databases', databases),
  ...optional('postgresUrl', values['postgres-url']),
  ...optional('connections', positive('connections', values.connections)),
  ...optional('seconds', positive('seconds', values.seconds)),
  ...optional('warmupSeconds', positive('warmup', values.warmup)),
  ...optional('users', positive('users', values.users)),
})
if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`)
