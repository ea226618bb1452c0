// Test support: fuzzes every route of the API in process (Fastify inject) and reports what broke. Used
// by tests/api/fuzz.api.test.ts (a few hundred requests) and tests/bench/fuzz/main.ts (10k and more).
// Request i of a run is generated from seed `seed + i` alone, so any failure replays with
// `--seed <its seed> --requests 1` (the service's state aside).

import fc from 'fast-check'
import type { HTTPMethods, LightMyRequestResponse } from 'fastify'
import { problemsWith } from './api-fuzz.checks.ts'
import { preparePool } from './api-fuzz.pool.ts'
import { type FuzzPool, type FuzzRequest, fuzzRequest } from './api-fuzz.requests.ts'
import { changedTables, NO_BACKGROUND_WORKERS, snapshotData } from './data-snapshot.ts'
import { type SeededApi, startSeededApi } from './seeded-api.ts'

export type FuzzOptions = {
  readonly requests: number
  readonly seed: number
  /** Requests in flight at once. */
  readonly concurrency?: number
  /** Requests between two data snapshots. */
  readonly batch?: number
  /** A running service to fuzz; by default one is started (on PGlite, or PostgreSQL), and closed at the end. */
  readonly service?: SeededApi
  readonly postgres?: boolean
  readonly onProgress?: (done: number, failures: number) => void
}

export type FuzzFailure = {
  /** Replays the request alone: `--seed <seed> --requests 1`. */
  readonly seed: number
  readonly request: string
  readonly problems: readonly string[]
}

export type FuzzReport = {
  readonly requests: number
  /** The operations of the served OpenAPI document the requests were generated from. */
  readonly operations: number
  readonly seconds: number
  readonly requestsPerSecond: number
  readonly statuses: Readonly<Record<string, number>>
  /** Refused requests sent again between two snapshots to show they changed no data, and how many were. */
  readonly dataChecks: { readonly refused: number; readonly verified: number }
  readonly failures: readonly FuzzFailure[]
}

const prototypeKeys = () =>
  [Object.prototype, Array.prototype, Function.prototype].flatMap((p) => Object.getOwnPropertyNames(p))

/** The request a seed stands for. */
export const requestFor = (pool: FuzzPool, seed: number): FuzzRequest => {
  const [request] = fc.sample(fuzzRequest(pool), { seed, numRuns: 1 })
  if (request === undefined) throw new Error(`no request for seed ${seed}`)
  return request
}

export const describeRequest = (request: FuzzRequest) => {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${short(value)}`)
    .join(' | ')
  const body = request.payload === undefined ? '' : ` body ${short(request.payload)}`
  return `${request.method} ${short(request.url, 160)} [${headers}]${body}`
}

const short = (text: string, max = 60) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text)

const send = (service: SeededApi, request: FuzzRequest): Promise<LightMyRequestResponse> =>
  service.api.app.inject({
    method: request.method as HTTPMethods,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  })

/** Runs `work` over `items`, `concurrency` at a time, in order of start. */
const inParallel = async <T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>) => {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}

export const runApiFuzz = async (options: FuzzOptions): Promise<FuzzReport> => {
  const { requests, seed, concurrency = 8, batch = 50 } = options
  const service =
    options.service ?? (await startSeededApi(NO_BACKGROUND_WORKERS, { postgres: options.postgres === true }))
  const crashes: string[] = []
  const onCrash = (error: unknown) =>
    crashes.push(error instanceof Error ? (error.stack ?? error.message) : String(error))
  process.on('unhandledRejection', onCrash)
  const prototypeBefore = prototypeKeys()
  try {
    const pool = await preparePool(service)
    const statuses: Record<string, number> = {}
    const failures: FuzzFailure[] = []
    const dataChecks = { refused: 0, verified: 0 }
    const fail = (requestSeed: number, request: FuzzRequest, problems: readonly string[]) =>
      failures.push({ seed: requestSeed, request: describeRequest(request), problems })
    const started = performance.now()

    for (let from = 0; from < requests; from += batch) {
      const items = Array.from({ length: Math.min(batch, requests - from) }, (_, k) => {
        const requestSeed = (seed + from + k) | 0
        return { seed: requestSeed, request: requestFor(pool, requestSeed) }
      })
      const answers = await inParallel(items, concurrency, async (item) => {
        try {
          return await send(service, item.request)
        } catch (error) {
          fail(item.seed, item.request, [`inject threw: ${error instanceof Error ? error.message : error}`])
          return undefined
        }
      })
      const refused: typeof items = []
      answers.forEach((response, k) => {
        const item = items[k]
        if (response === undefined || item === undefined) return
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1
        const problems = problemsWith(item.request, response)
        // Only what the document says the operation answers (issue 29 §12).
        const { operation, statuses: documented } = pool.documented(item.request)
        if (!documented.has(response.statusCode))
          problems.push(`status ${response.statusCode}, which ${operation} does not document`)
        if (problems.length > 0) fail(item.seed, item.request, problems)
        if (response.statusCode >= 400) refused.push(item)
      })
      await checkRefusedChangeNothing(service, refused, concurrency, dataChecks, fail)
      options.onProgress?.(from + items.length, failures.length)
    }
    const seconds = (performance.now() - started) / 1000

    // Still serving: liveness, and a real call through token, database and handler.
    const health = await service.api.app.inject({ method: 'GET', url: '/health' })
    const info = await service.api.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: `Bearer ${pool.tokens.user}` },
    })
    if (health.statusCode !== 200 || info.statusCode !== 200)
      failures.push({
        seed,
        request: 'GET /health, GET /api/user/info after the run',
        problems: [`answered ${health.statusCode} and ${info.statusCode}, not 200`],
      })
    for (const crash of crashes) failures.push({ seed, request: 'the whole run', problems: [crash] })
    // Bodies and queries carried __proto__ and constructor.prototype keys: none may reach a prototype.
    const polluted = prototypeKeys().filter((key) => !prototypeBefore.includes(key))
    if (polluted.length > 0)
      failures.push({ seed, request: 'the whole run', problems: [`Object.prototype gained ${polluted}`] })
    return {
      requests,
      operations: pool.targets.length,
      seconds,
      requestsPerSecond: Math.round(requests / seconds),
      statuses,
      dataChecks,
      failures,
    }
  } finally {
    process.off('unhandledRejection', onCrash)
    if (options.service === undefined) await service.api.close()
  }
}

/**
 * Sends the batch's refused requests again between two snapshots: if all are refused again, the data
 * must be as it was. When it is not, each is tried alone to name the one that changed it.
 */
const checkRefusedChangeNothing = async (
  service: SeededApi,
  refused: readonly { readonly seed: number; readonly request: FuzzRequest }[],
  concurrency: number,
  counts: { refused: number; verified: number },
  fail: (seed: number, request: FuzzRequest, problems: readonly string[]) => void,
) => {
  if (refused.length === 0) return
  counts.refused += refused.length
  const before = await snapshotData(service.api)
  const again = await inParallel(refused, concurrency, (item) => send(service, item.request))
  // A request refused for the state it met (a code already taken…) may pass now: no verdict then.
  if (again.some((response) => response.statusCode < 400)) return
  const changed = changedTables(before, await snapshotData(service.api))
  if (changed.length === 0) {
    counts.verified += refused.length
    return
  }
  for (const item of refused) {
    const alone = await snapshotData(service.api)
    const response = await send(service, item.request)
    const diff = changedTables(alone, await snapshotData(service.api))
    if (response.statusCode >= 400 && diff.length > 0)
      fail(item.seed, item.request, [`refused with ${response.statusCode} but changed ${diff.join('; ')}`])
  }
}
