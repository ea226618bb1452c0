// `node --import tsx tests/bench/front-end/main.ts [--dist <build folder>] [--runs <n>] [--json <file>]`
// (the build's page renderer is read from `<build folder>-render`, as `npm run build` makes `dist-render`).
// Prints the front-end figures; --runs 0 skips Lighthouse; --json also writes them to a file.
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { frontEndBenchmarks } from './front-end-benchmarks.ts'

const { values } = parseArgs({
  options: { dist: { type: 'string' }, runs: { type: 'string' }, json: { type: 'string' } },
})
const runs = values.runs === undefined ? undefined : Number(values.runs)
if (runs !== undefined && !(Number.isInteger(runs) && runs >= 0))
  throw new Error('--runs takes a whole number')

const results = await frontEndBenchmarks({
  ...(values.dist === undefined ? {} : { distDir: values.dist }),
  ...(runs === undefined ? {} : { lighthouseRuns: runs }),
})
if (values.json !== undefined) {
  writeFileSync(
    values.json,
    `${JSON.stringify({ takenAt: new Date().toISOString(), ...results }, null, 2)}\n`,
  )
  console.log(`\nWritten to ${values.json}`)
}
