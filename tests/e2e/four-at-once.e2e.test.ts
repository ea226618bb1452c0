// Issue 32 §3 and §5, a drill on PostgreSQL: four processes started at the same instant on an empty
// schema migrate it once between them (Kysely's migrator under an advisory lock) and all come up ready;
// one of them has another PUBLIC_URL, and the settings check (shared_settings, migration 0021) says so
// in the log, naming that setting only.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../src/adapters/server/persistence/migrations/migrate-to-latest.ts'
import { type PostgresDrill, startPostgresDrill } from './support/postgres-drill.ts'
import { type LaunchedServer, launchServer } from './support/server-process.ts'

const databaseUrl = process.env.DATABASE_URL
const PROCESSES = 4

type LogLine = { msg?: string; migrations?: string[]; setting?: string; level?: number }
const linesOf = (server: LaunchedServer): LogLine[] =>
  server
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)

describe.skipIf(databaseUrl === undefined)('four processes started at once on an empty database', () => {
  let drill: PostgresDrill
  let servers: LaunchedServer[] = []

  beforeAll(async () => {
    drill = await startPostgresDrill(databaseUrl ?? '', 'four-at-once', {
      DEMO_COMPANIES: '5',
      PAYMENT_SECRET: 'four-at-once-payment-secret',
      // The migrations and the settings check are logged at info.
      LOG_LEVEL: 'info',
    })
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await drill?.close()
  }, 120_000)

  it('migrate it once between them, all answer /ready, and the one with another PUBLIC_URL is named in the log', async () => {
    const { schema } = drill
    // Nothing in the schema yet: not even Kysely's own tables.
    const before = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_schema = ${schema.name}`.execute(
      drill.direct,
    )
    expect(before.rows[0]?.n).toBe(0)

    // Launched together, without waiting for one another.
    servers = await Promise.all(
      Array.from({ length: PROCESSES }, (_, i) =>
        launchServer({
          ...drill.env,
          ...(i === PROCESSES - 1 ? { PUBLIC_URL: 'http://elsewhere.example:3000' } : {}),
        }),
      ),
    )
    await Promise.all(servers.map((server) => server.healthy))
    for (const server of servers) expect((await fetch(`${server.url}/ready`)).status).toBe(200)

    // Every migration ran exactly once, by one process or another.
    const ran = servers.flatMap((server) => linesOf(server).flatMap((line) => line.migrations ?? []))
    expect(ran.toSorted()).toEqual(Object.keys(MIGRATIONS).toSorted())
    const recorded = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(`${schema.name}.kysely_migration`)}`.execute(drill.direct)
    expect(recorded.rows[0]?.n).toBe(Object.keys(MIGRATIONS).length)

    // The settings check: whichever started after the odd one (or the odd one, after another) says that
    // PUBLIC_URL differs, and nothing else differs.
    const differs = servers.flatMap((server) =>
      linesOf(server).filter((line) => line.msg?.includes('differs from the process started before')),
    )
    expect(differs.length).toBeGreaterThanOrEqual(1)
    expect(new Set(differs.map((line) => line.setting))).toEqual(new Set(['PUBLIC_URL']))
    const errors = servers.flatMap((server) => linesOf(server).filter((line) => (line.level ?? 0) >= 50))
    expect(errors).toEqual([])
  }, 300_000)
})
