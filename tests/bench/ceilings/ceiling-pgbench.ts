// The database's own ceiling for a reveal: reveal.pgbench.sql run by pgbench against the very database
// the service runs on, with prepared statements, as many clients as the service's load has connections,
// pinned to the load's core as autocannon is. What the service reaches is given as a share of it.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { LOAD_CORE } from '../api/pinned-process.ts'

export const PGBENCH = '/usr/bin/pgbench'
export const REVEAL_SCRIPT = resolve(import.meta.dirname, 'reveal.pgbench.sql')
/** The ceiling's users are 900000 + pgbench's client id: ids the product never makes. */
const FIRST_USER = 900_000
const CREDITS = 100_000_000

export const hasPgbench = () => existsSync(PGBENCH)

/**
 * What the script reads besides the product's tables: the people it reveals, numbered (those with an
 * email or a phone, as the service's load picks), and one user a client with one large lead bucket.
 * Idempotent; the users' buckets are topped up on every run.
 */
export const prepareCeiling = async (databaseUrl: string, clients: number): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`create table if not exists ceiling_targets (
      n int primary key, profile_id text not null, params text not null)`)
    const counted = await client.query<{ n: string }>('select count(*) as n from ceiling_targets')
    if (Number(counted.rows[0]?.n) === 0)
      await client.query(`insert into ceiling_targets (n, profile_id, params)
        select row_number() over (order by profile_id), profile_id, json_build_object('linkedInId', profile_id)::text
        from people p
        where exists (select 1 from emails e where e.person_id = p.profile_id and e.status <> 'invalid')
           or exists (select 1 from phones f where f.person_id = p.profile_id)`)
    for (let i = 0; i < clients; i++) {
      const user = String(FIRST_USER + i)
      await client.query('insert into users (id) values ($1) on conflict (id) do nothing', [user])
      await client.query(
        `insert into credit_buckets (id, user_id, kind, granted, used, starts_at, expires_at, source, subscription_id)
         values ($1, $2, 'lead', $3, 0, now() - interval '1 day', null, 'CUSTOM', $1)
         on conflict (id) do update set used = 0, granted = $3`,
        [`ceiling-${user}`, user, CREDITS],
      )
    }
    const targets = await client.query<{ n: string }>('select count(*) as n from ceiling_targets')
    return Number(targets.rows[0]?.n)
  } finally {
    await client.end()
  }
}

export type CeilingFigures = {
  readonly transactions: number
  readonly transactionsPerSecond: number
  readonly latencyMs: number
  readonly failed: number
}

/** Runs the script for `seconds` with `clients` clients (one thread, on the load's core). */
export const runCeiling = (
  databaseUrl: string,
  options: { readonly clients: number; readonly seconds: number; readonly targets: number },
): Promise<CeilingFigures> =>
  new Promise((done, fail) => {
    const url = new URL(databaseUrl)
    const args = [
      '-c',
      String(LOAD_CORE),
      PGBENCH,
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.clients),
      '-j',
      '1',
      '-T',
      String(options.seconds),
      '-D',
      `targets=${options.targets}`,
      '-D',
      `at=${new Date().toISOString()}`,
      '-D',
      'action=RevealProfile',
      '-D',
      'api=getUserContact',
      '-D',
      'yes=true',
      '-f',
      REVEAL_SCRIPT,
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username) || 'postgres',
      url.pathname.slice(1),
    ]
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.once('error', fail)
    child.once('exit', (code) => {
      const number = (pattern: RegExp) => Number(out.match(pattern)?.[1] ?? Number.NaN)
      if (code !== 0) return fail(new Error(`pgbench exited with ${code}:\n${out}\n${err}`))
      done({
        transactions: number(/number of transactions actually processed: (\d+)/),
        transactionsPerSecond: Math.round(number(/tps = ([\d.]+)/)),
        latencyMs: number(/latency average = ([\d.]+) ms/),
        failed: number(/number of failed transactions: (\d+)/) || 0,
      })
    })
  })
