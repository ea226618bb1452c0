// node --import tsx tests/bench/capacity/main.ts [--processes 1,2,4] [--companies 100000]
//   [--postgres-url URL] [--connections 24] [--seconds 10] [--warmup 3] [--users 10] [--out FILE]
// The figures of docs/operations.md's capacity table. The dataset is the benches' cached one
// (tests/bench/scale/README.md; BENCH_DATABASE_PREFIX names a database of one's own).
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { positiveOption } from '../cli-options.ts'
import { capacityBenchmark } from './capacity-benchmark.ts'

const { values } = parseArgs({
  options: {
    processes: { type: 'string' },
    companies: { type: 'string' },
    'postgres-url': { type: 'string' },
    connections: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    users: { type: 'string' },
    out: { type: 'string' },
  },
})
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

const results = await capacityBenchmark({
  ...optional(
    'processes',
    values.processes?.split(',').map((n) => positiveOption('processes', n) ?? 1),
  ),
  ...optional('companies', positiveOption('companies', values.companies)),
  ...optional('postgresUrl', values['postgres-url']),
  ...optional('connections', positiveOption('connections', values.connections)),
  ...optional('seconds', positiveOption('seconds', values.seconds)),
  ...optional('warmupSeconds', positiveOption('warmup', values.warmup)),
  ...optional('users', positiveOption('users', values.users)),
})
if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`)
