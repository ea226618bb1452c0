// Databases holding the bench dataset at a given size, cached between runs so the API benchmark does
// not load a million companies each time:
//   PGlite:     <os tmp>/leadlens-bench/pglite-c<companies>/   (+ pglite-c<companies>.ready.json once complete)
//   PostgreSQL: database leadlens_bench_c<companies> on the server named by --postgres-url
//               (<BENCH_DATABASE_PREFIX>_c<companies> when that variable is set)
// A cache is used only when complete (the marker file; for PostgreSQL, the company count). Remove them
// with `--clean` (tests/bench/scale/main.ts) or by hand: rm -rf <os tmp>/leadlens-bench; DROP DATABASE ….
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'

const ROOT = resolve(import.meta.dirname, '../../..')
export const BENCH_CACHE_DIR = join(tmpdir(), 'leadlens-bench')
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test'

export type DatabaseKind = 'pglite' | 'postgres'
/** Where the service finds a prepared database: the env it is started with. */
export type PreparedDatabase = { readonly DATA_DIR: string } | { readonly DATABASE_URL: string }

export type LoadFigures = {
  readonly companies: number
  readonly people: number
  readonly openMs: number
  readonly loadMs: number
  readonly closeMs: number
  readonly totalMs: number
  readonly peakRssMb: number
  readonly cpuSeconds: number
}

const pgliteDir = (companies: number) => join(BENCH_CACHE_DIR, `pglite-c${companies}`)
const pgliteMarker = (companies: number) => `${pgliteDir(companies)}.ready.json`
// BENCH_DATABASE_PREFIX: a name of one's own, so a bench run on a shared server neither uses nor loads
// (nor, with --clean, loses) another run's database at the same time.
const databaseName = (companies: number) =>
  `${process.env.BENCH_DATABASE_PREFIX ?? 'leadlens_bench'}_c${companies}`
const urlOf = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const postgresCompanies = async (serverUrl: string, companies: number): Promise<number | undefined> => {
  const exists = await withClient(serverUrl, (c) =>
    c.query('select 1 from pg_database where datname = $1', [databaseName(companies)]),
  )
  if (exists.rowCount === 0) return undefined
  return withClient(urlOf(serverUrl, databaseName(companies)), async (c) => {
    const table = await c.query("select to_regclass('contact_counts') as t")
    if (table.rows[0]?.t === null) return 0
    const counted = await c.query("select value from contact_counts where name = 'companies'")
    return Number(counted.rows[0]?.value ?? 0)
  })
}

export const isPrepared = async (kind: DatabaseKind, companies: number, postgresUrl: string) =>
  kind === 'pglite'
    ? existsSync(pgliteMarker(companies))
    : (await postgresCompanies(postgresUrl, companies)) === companies

export const preparedEnv = (kind: DatabaseKind, companies: number, postgresUrl: string): PreparedDatabase =>
  kind === 'pglite'
    ? { DATA_DIR: pgliteDir(companies) }
    : { DATABASE_URL: urlOf(postgresUrl, databaseName(companies)) }

/** Drops what a cache held for this size, so the next load starts from an empty database. */
const discard = async (kind: DatabaseKind, companies: number, postgresUrl: string) => {
  if (kind === 'pglite') {
    rmSync(pgliteMarker(companies), { force: true })
    rmSync(pgliteDir(companies), { recursive: true, force: true })
    return
  }
  await withClient(postgresUrl, (c) =>
    c.query(`drop database if exists ${databaseName(companies)} with (force)`),
  )
}

const runLoadChild = (companies: number, target: string, indent: string) =>
  new Promise<LoadFigures>((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/bench/scale/load-child.ts', String(companies), target],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk
      for (const line of chunk.toString().split('\n'))
        if (line.trim() !== '') console.log(`${indent}${line.trim()}`)
    })
    child.once('error', fail)
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`load into ${target} exited with ${code}:\n${err}`))
      const figures = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadFigures & { loaded: boolean }
      if (!figures.loaded) return fail(new Error(`load into ${target} found data already there`))
      done(figures)
    })
  })

/** Loads a fresh database of this size (replacing any cached one) in a child process, and caches it. */
export const loadFresh = async (
  kind: DatabaseKind,
  companies: number,
  postgresUrl: string,
  indent = '    ',
): Promise<LoadFigures> => {
  await discard(kind, companies, postgresUrl)
  mkdirSync(BENCH_CACHE_DIR, { recursive: true })
  let target: string
  if (kind === 'pglite') target = `pglite:${pgliteDir(companies)}`
  else {
    await withClient(postgresUrl, (c) => c.query(`create database ${databaseName(companies)}`))
    target = `postgres:${urlOf(postgresUrl, databaseName(companies))}`
  }
  const figures = await runLoadChild(companies, target, indent)
  if (kind === 'pglite') writeFileSync(pgliteMarker(companies), `${JSON.stringify(figures)}\n`)
  return figures
}

/** The cached database of this size, loading it first when there is none. */
export const ensurePrepared = async (
  kind: DatabaseKind,
  companies: number,
  postgresUrl: string,
  indent = '    ',
): Promise<{ readonly env: PreparedDatabase; readonly loaded: LoadFigures | null }> => {
  if (await isPrepared(kind, companies, postgresUrl))
    return { env: preparedEnv(kind, companies, postgresUrl), loaded: null }
  console.log(
    `${indent}no cached ${kind} database of ${companies.toLocaleString('en')} companies: loading it`,
  )
  const loaded = await loadFresh(kind, companies, postgresUrl, indent)
  return { env: preparedEnv(kind, companies, postgresUrl), loaded }
}

/** Removes every cached bench database (PGlite folders and PostgreSQL databases). */
export const cleanCaches = async (postgresUrl: string): Promise<readonly string[]> => {
  const removed: string[] = []
  if (existsSync(BENCH_CACHE_DIR)) {
    removed.push(...readdirSync(BENCH_CACHE_DIR).map((name) => join(BENCH_CACHE_DIR, name)))
    rmSync(BENCH_CACHE_DIR, { recursive: true, force: true })
  }
  const { rows } = await withClient(postgresUrl, (c) =>
    c.query<{ datname: string }>(
      "select datname from pg_database where datname like 'leadlens\\_bench\\_c%'",
    ),
  )
  for (const { datname } of rows) {
    await withClient(postgresUrl, (c) => c.query(`drop database if exists ${datname} with (force)`))
    removed.push(`postgres database ${datname}`)
  }
  return removed
}
