// node --import tsx tests/bench/tracing/main.ts [--rounds 4] [--seconds 10] [--connections 8] [--people 60000]
//   [--ratio 0.1 (the traced process keeps this share of traces; every one when not given)]
//   [--cpu-prof DIR (CPU profiles of each process, in DIR/tracing-off and DIR/tracing-on)]
//   [--postgres-url URL (default DATABASE_URL, else the machine's test database)]
// The overhead of traces on a reveal: tracing on and off, alternating rounds, medians (tracing-overhead.ts).
import { parseArgs } from 'node:util'
import { positiveOption } from '../cli-options.ts'
import { tracingOverhead } from './tracing-overhead.ts'

const ratioOption = (text: string) => {
  const ratio = Number(text)
  if (!(ratio > 0 && ratio <= 1)) throw new Error(`--ratio: a share above 0 and at most 1, not ${text}`)
  return ratio
}

const { values } = parseArgs({
  options: {
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    people: { type: 'string' },
    ratio: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'postgres-url': { type: 'string' },
  },
})
const options = {
  databaseUrl:
    values['postgres-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  rounds: positiveOption('rounds', values.rounds) ?? 4,
  seconds: positiveOption('seconds', values.seconds) ?? 10,
  connections: positiveOption('connections', values.connections) ?? 8,
  people: positiveOption('people', values.people) ?? 60_000,
  ...(values.ratio === undefined ? {} : { ratio: ratioOption(values.ratio) }),
  ...(values['cpu-prof'] === undefined ? {} : { cpuProfileDir: values['cpu-prof'] }),
}
console.log(
  `Traces on a reveal: ${options.rounds} rounds each side of ${options.seconds} s, ${options.connections} connections, PostgreSQL, ${options.ratio === undefined ? 'every trace' : `${options.ratio * 100}% of traces`} kept`,
)
const result = await tracingOverhead(options)
const show = (label: string, side: typeof result.on) =>
  console.log(
    `  median, tracing ${label}: ${side.revealsPerSecond} reveals/s · server ${side.serverCpuUsPerReveal} µs CPU a reveal · p99 ${side.p99Ms} ms`,
  )
show('off', result.off)
show('on ', result.on)
const change = (on: number, off: number) =>
  `${on >= off ? '+' : ''}${Math.round(((on - off) / off) * 1000) / 10}%`
console.log(
  `  tracing on vs off: reveals/s ${change(result.on.revealsPerSecond, result.off.revealsPerSecond)} · server CPU a reveal ${change(result.on.serverCpuUsPerReveal, result.off.serverCpuUsPerReveal)} · ${result.exported.batches} batches (${Math.round(result.exported.bytes / 1024)} KB) exported · ${result.pinning}`,
)
console.log(JSON.stringify(result))
