// Capacity (issue 32 §6): 1, 2 and 4 processes of the product on one PostgreSQL, loaded together,
// reveals and autocompletes a second and their p99. Everything shares the machine's cores (the
// processes, PostgreSQL, the load): what one host gives, not what one core gives (tests/bench/api).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BENCH_ADMIN } from '../api/bench-server.ts'
import { benchUsers } from '../api/bench-tokens.ts'
import { microsPerRequest, postgresCpuMs, processCpuMs } from '../api/cpu-meter.ts'
import type { LoadFigures, LoadSpec } from '../api/load-worker.ts'
import { collect } from '../api/pinned-process.ts'
import { autocompletePaths, revealPaths } from '../api/request-mix.ts'
import { DEFAULT_POSTGRES_URL, ensurePrepared } from '../scale/prepared-database.ts'
import { startFleet } from './fleet.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

export type CapacityOptions = {
  readonly processes?: readonly number[]
  readonly companies?: number
  readonly postgresUrl?: string
  /** Connections in all, shared evenly between the processes. */
  readonly connections?: number
  readonly seconds?: number
  readonly warmupSeconds?: number
  readonly users?: number
}

export type CapacityFigures = {
  readonly requestsPerSecond: number
  /** The highest of the processes' p99s (each load worker measures its own process). */
  readonly p99Ms: number
  readonly p50Ms: number
  readonly requests: number
  readonly non2xx: number
  readonly errors: number
  /** The product processes' CPU a request (all of them), µs: moves far less than rates on a shared machine. */
  readonly serverCpuUsPerRequest?: number
  /** Every `postgres` process's CPU a request, µs (other work on the same server counts in it too). */
  readonly postgresCpuUsPerRequest?: number
}

export type CapacityRow = {
  readonly processes: number
  readonly reveal: CapacityFigures
  readonly autocomplete: CapacityFigures
  readonly loadAverage: { readonly before: number; readonly after: number }
}

// One load worker (tests/bench/api/load-worker.ts) per process, unpinned, all at once.
const loadAll = async (specs: readonly LoadSpec[]): Promise<CapacityFigures> => {
  const dir = mkdtempSync(join(tmpdir(), 'leadlens-capacity-'))
  try {
    const runs = specs.map(async (spec, i) => {
      const file = join(dir, `spec-${i}.json`)
      writeFileSync(file, JSON.stringify(spec))
      const child = collect(
        spawn(process.execPath, ['--import', 'tsx', 'tests/bench/api/load-worker.ts', file], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      )
      const code = await child.exited
      if (code !== 0) throw new Error(`load worker exited with ${code}:\n${child.err()}`)
      return JSON.parse(child.out().trim().split('\n').at(-1) ?? '') as LoadFigures
    })
    const figures = await Promise.all(runs)
    const sum = (pick: (f: LoadFigures) => number) => figures.reduce((total, f) => total + pick(f), 0)
    const requests = sum((f) => f.requests)
    return {
      requestsPerSecond: Math.round(sum((f) => f.requestsPerSecond)),
      p99Ms: Math.max(...figures.map((f) => f.p99Ms)),
      // Weighted by requests: a figure for the whole, not a percentile of it.
      p50Ms: Number((sum((f) => f.p50Ms * f.requests) / Math.max(1, requests)).toFixed(2)),
      requests,
      non2xx: sum((f) => f.non2xx),
      errors: sum((f) => f.errors),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A measured load, with the CPU it cost the product's processes and PostgreSQL. */
const metered = async (specs: readonly LoadSpec[], pids: readonly number[]): Promise<CapacityFigures> => {
  const serverCpu = () => pids.reduce((total, pid) => total + processCpuMs(pid), 0)
  const [server, postgres] = [serverCpu(), postgresCpuMs()]
  const figures = await loadAll(specs)
  return {
    ...figures,
    serverCpuUsPerRequest: microsPerRequest(serverCpu() - server, figures.requests),
    postgresCpuUsPerRequest: microsPerRequest(postgresCpuMs() - postgres, figures.requests),
  }
}

const slices = <T>(items: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, i) => items.filter((_, j) => j % count === i))

const fmt = (f: CapacityFigures) =>
  `${f.requestsPerSecond.toLocaleString('en').padStart(6)} req/s · p50 ${f.p50Ms} ms · p99 ${f.p99Ms} ms · ${f.non2xx} non-2xx, ${f.errors} errors · CPU ${f.serverCpuUsPerRequest} µs/request + PostgreSQL ${f.postgresCpuUsPerRequest}`

export const capacityBenchmark = async (options: CapacityOptions = {}) => {
  const processes = options.processes ?? [1, 2, 4]
  const companies = options.companies ?? 100_000
  const connections = options.connections ?? 24
  const seconds = options.seconds ?? 10
  const warmupSeconds = options.warmupSeconds ?? 3
  const users = options.users ?? 10
  const prepared = await ensurePrepared(
    'postgres',
    companies,
    options.postgresUrl ?? DEFAULT_POSTGRES_URL,
    '  ',
  )
  console.log(
    `Capacity on PostgreSQL, ${companies.toLocaleString('en')} companies: ${connections} connections in all, ${users} users, ${warmupSeconds} s warm-up + ${seconds} s; nothing pinned`,
  )
  const rows: CapacityRow[] = []
  for (const count of processes) {
    const fleet = await startFleet(count, prepared.env)
    try {
      const tokens = await benchUsers(fleet.origins[0] ?? '', BENCH_ADMIN, users)
      const per = Math.max(1, Math.floor(connections / count))
      const spec = (
        origin: string,
        paths: readonly string[],
        cycle: boolean,
        runSeconds: number,
      ): LoadSpec => ({
        origin,
        paths,
        headers: {},
        tokens,
        connections: per,
        seconds: runSeconds,
        cycle,
      })
      const before = loadavg()[0] ?? 0
      // Autocomplete: each process keeps its own minute-long answer cache, so each is asked every
      // distinct request once first (the steady state), then the mix cycles.
      const mix = autocompletePaths(companies, 20_000, 'capacity')
      await loadAll(fleet.origins.map((origin) => spec(origin, [...new Set(mix)], false, 60)))
      await loadAll(fleet.origins.map((origin) => spec(origin, mix, true, warmupSeconds)))
      const autocomplete = await metered(
        fleet.origins.map((origin) => spec(origin, mix, true, seconds)),
        fleet.pids,
      )
      // Reveals of distinct people (new users each row, so none was revealed before), a share a process.
      const people = slices(revealPaths(companies, 40_000, `capacity-${count}`), count * 2)
      await loadAll(fleet.origins.map((origin, i) => spec(origin, people[i] ?? [], false, warmupSeconds)))
      const reveal = await metered(
        fleet.origins.map((origin, i) => spec(origin, people[count + i] ?? [], false, seconds)),
        fleet.pids,
      )
      const row = {
        processes: count,
        reveal,
        autocomplete,
        loadAverage: { before, after: loadavg()[0] ?? 0 },
      }
      rows.push(row)
      console.log(
        `  ${count} process(es), load average ${before.toFixed(1)} → ${row.loadAverage.after.toFixed(1)}`,
      )
      console.log(`    reveal        ${fmt(reveal)}`)
      console.log(`    autocomplete  ${fmt(autocomplete)}`)
    } finally {
      await fleet.stop()
    }
  }
  return { takenAt: new Date().toISOString(), companies, connections, users, seconds, rows }
}
