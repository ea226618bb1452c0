// node --import tsx tests/bench/ceilings/main.ts [--quick] [--rounds 3] [--seconds 10] [--warmup 2]
//   [--postgres-url URL] [--out FILE]
// Issue 25's figures beside their ceilings, measured in the same run (README.md).
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { positiveOption } from '../cli-options.ts'
import { ceilingsBenchmark } from './ceilings-benchmark.ts'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    'postgres-url': { type: 'string' },
    out: { type: 'string' },
  },
})
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

const results = await ceilingsBenchmark({
  quick: values.quick === true,
  ...optional('rounds', positiveOption('rounds', values.rounds)),
  ...optional('seconds', positiveOption('seconds', values.seconds)),
  ...optional('warmupSeconds', positiveOption('warmup', values.warmup)),
  ...optional('postgresUrl', values['postgres-url']),
})
if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify(results, null, 2)}\n`)
