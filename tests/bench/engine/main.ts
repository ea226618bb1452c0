// `node --import tsx tests/bench/engine/main.ts [--quick]`: the contact engine's figures alone.
import { engineBenchmarks } from './engine-benchmarks.ts'

console.log(JSON.stringify(await engineBenchmarks({ quick: process.argv.includes('--quick') }), null, 2))
