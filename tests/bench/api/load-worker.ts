// Child process of the API benchmark: runs autocannon against one server with a list of request
// paths (taken in order, each once unless `cycle`), and prints one JSON line of figures. Pinned to its
// own core by the parent. Latencies are taken from autocannon's response events at full precision
// (its own histogram rounds to whole milliseconds).
//   node --import tsx tests/bench/api/load-worker.ts <spec.json>
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { percentile } from '../measure.ts'

export type LoadSpec = {
  readonly origin: string
  readonly paths: readonly string[]
  readonly headers: Record<string, string>
  /** Bearer tokens taken in turn, one a request (several users); none: `headers` alone. */
  readonly tokens?: readonly string[]
  readonly connections: number
  readonly seconds: number
  /** Start again at the first path when all were sent; else stop there (reveals must not repeat). */
  readonly cycle: boolean
}

export type LoadFigures = {
  readonly requests: number
  readonly non2xx: number
  readonly errors: number
  readonly seconds: number
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly ranOutOfPaths: boolean
  readonly statusCodes: Record<string, number>
}

type Instance = {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void
  stop(): void
}
type Autocannon = (
  options: Record<string, unknown>,
) => Instance & PromiseLike<{ errors: number; timeouts: number }>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadSpec
let next = 0
let ranOut = false
const latencies: number[] = []
const statusCodes: Record<string, number> = {}
let non2xx = 0

const began = performance.now()
const instance = autocannon({
  url: spec.origin,
  connections: spec.connections,
  duration: spec.seconds,
  headers: spec.headers,
  requests: [
    {
      method: 'GET',
      setupRequest: (request: Record<string, unknown>) => {
        if (next >= spec.paths.length) {
          if (!spec.cycle) {
            ranOut = true
            instance.stop()
          }
          next = 0
        }
        const tokens = spec.tokens ?? []
        const headers =
          tokens.length === 0
            ? request.headers
            : { ...(request.headers as object), authorization: `Bearer ${tokens[next % tokens.length]}` }
        return { ...request, headers, path: spec.paths[next++] }
      },
    },
  ],
})
instance.on('response', (_client, status, _bytes, ms) => {
  latencies.push(ms)
  statusCodes[status] = (statusCodes[status] ?? 0) + 1
  if (status < 200 || status >= 300) non2xx++
})
const result = await instance
const seconds = (performance.now() - began) / 1000
latencies.sort((a, b) => a - b)
const figures: LoadFigures = {
  requests: latencies.length,
  non2xx,
  errors: result.errors + result.timeouts,
  seconds: Number(seconds.toFixed(2)),
  requestsPerSecond: Math.round(latencies.length / seconds),
  p50Ms: Number(percentile(latencies, 50).toFixed(2)),
  p99Ms: Number(percentile(latencies, 99).toFixed(2)),
  ranOutOfPaths: ranOut,
  statusCodes,
}
process.stdout.write(`${JSON.stringify(figures)}\n`)
