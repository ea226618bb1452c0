// Failure drill (issue 9, §4): the service process dies (SIGKILL: no graceful shutdown) while 200
// reveals are in flight, and is started again on the same PostgreSQL database. Each person must end up
// revealed with exactly its charge in the ledger, or not revealed and not charged; retrying what failed
// must charge nothing twice.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestIssuer, type TestIssuer } from '../../src/adapters/server/auth/testing/test-issuer.ts'
import type { Database } from '../../src/adapters/server/persistence/database-schema.ts'
import {
  type FreshSchema,
  freshPostgresSchema,
} from '../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import { auditCharges, fundUser, partialCharges, peopleWorthRevealing } from '../support/ledger-audit.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

const databaseUrl = process.env.DATABASE_URL
const USER = 'restart-drill-user'
const BUCKET = 'restart-drill-lead'
const REVEALS = 200
/** Answers in before the kill: enough that some reveals are done, few enough that most are not. */
const KILL_AFTER = 30

type Outcome = {
  readonly person: string
  readonly status: number | 'no answer'
  readonly credits?: number | undefined
}

describe.skipIf(databaseUrl === undefined)('failure drill: the server dies in the middle of reveals', () => {
  let schema: FreshSchema
  let issuer: TestIssuer
  let direct: Kysely<Database>
  let env: Record<string, string>
  let tempDir: string
  const servers: RunningServer[] = []

  beforeAll(async () => {
    schema = await freshPostgresSchema(databaseUrl ?? '')
    issuer = await startTestIssuer()
    // No web app or extension build: the drill needs only the API (start.mjs builds what is missing).
    tempDir = mkdtempSync(join(tmpdir(), 'leadlens-restart-drill-'))
    mkdirSync(join(tempDir, 'web'))
    mkdirSync(join(tempDir, 'extension'))
    writeFileSync(join(tempDir, 'web', 'index.html'), '<!doctype html><title>drill</title>')
    writeFileSync(join(tempDir, 'extension', 'manifest.json'), '{}')
    const serviceUrl = new URL(schema.databaseUrl)
    // Named, so the drill can see when PostgreSQL has let go of the dead process's connections.
    serviceUrl.searchParams.set('application_name', schema.name)
    env = {
      DATABASE_URL: serviceUrl.toString(),
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: issuer.audience,
      DEMO_COMPANIES: '25',
      WEB_DIST_DIR: join(tempDir, 'web'),
      EXTENSION_DIST_DIR: join(tempDir, 'extension'),
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_USER_PER_MINUTE: '0',
    }
    direct = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.databaseUrl, max: 2 }) }),
    })
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await direct?.destroy()
    await issuer?.close()
    await schema?.drop()
    if (tempDir !== undefined) rmSync(tempDir, { recursive: true, force: true })
  }, 60_000)

  const serviceConnections = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity where application_name = ${schema.name}`.execute(direct)
    return rows[0]?.n ?? 0
  }

  it('no double charge, no lost charge, and retries after the restart charge nothing twice', async ({
    annotate,
  }) => {
    const first = await startServer(env)
    servers.push(first)
    const headers = { authorization: `Bearer ${await issuer.token(USER)}` }
    expect((await fetch(`${first.url}/api/user/info`, { headers })).status).toBe(200)
    await fundUser(direct, USER, 1000, BUCKET)
    const people = await peopleWorthRevealing(direct, REVEALS)

    const reveal = async (url: string, person: string): Promise<Outcome> => {
      try {
        const response = await fetch(`${url}/api/contact/profile/${person}?reveal=true`, { headers })
        const body = (await response.json()) as { charged?: { credits: number } }
        return { person, status: response.status, credits: body.charged?.credits }
      } catch {
        // The connection died with the process: the caller cannot know whether it was charged.
        return { person, status: 'no answer' }
      }
    }

    let answered = 0
    let killing: Promise<void> | undefined
    let killedAt = 0
    const outcomes = await Promise.all(
      people.map(async (person) => {
        const outcome = await reveal(first.url, person)
        answered += 1
        if (answered === KILL_AFTER) {
          killedAt = performance.now()
          killing = first.kill()
        }
        return outcome
      }),
    )
    await killing

    // PostgreSQL rolls back what the dead process left open once it sees its connections close.
    while ((await serviceConnections()) > 0) await new Promise((r) => setTimeout(r, 50))
    const released = performance.now() - killedAt
    const afterKill = await auditCharges(direct, USER, BUCKET)
    expect(partialCharges(afterKill)).toEqual([])
    const ok = outcomes.filter((o) => o.status === 200)
    const failed = outcomes.filter((o) => o.status !== 200)
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER - 1)
    expect(failed.length).toBeGreaterThan(0)
    // Nothing but paid reveals and dropped connections: no error answer.
    expect(new Set(failed.map((o) => o.status))).toEqual(new Set(['no answer']))
    for (const o of ok) {
      expect(o.credits, o.person).toBe(1)
      expect(afterKill.revealed.has(o.person), o.person).toBe(true)
    }
    // Unanswered reveals whose transaction committed before the kill: charged once, recorded.
    const chargedUnanswered = failed.filter((o) => afterKill.revealed.has(o.person)).length

    const startedAgain = performance.now()
    const second = await startServer(env)
    servers.push(second)
    const restartedIn = performance.now() - startedAgain

    const retries = await Promise.all(failed.map((o) => reveal(second.url, o.person)))
    for (const retry of retries) {
      expect(retry.status, retry.person).toBe(200)
      expect(retry.credits, retry.person).toBe(afterKill.revealed.has(retry.person) ? 0 : 1)
    }
    // Asking again for everyone changes nothing: all are revealed and paid for already.
    const again = await Promise.all(people.map((person) => reveal(second.url, person)))
    expect(again.every((o) => o.status === 200 && o.credits === 0)).toBe(true)

    const final = await auditCharges(direct, USER, BUCKET)
    expect(partialCharges(final)).toEqual([])
    expect(final.revealed).toEqual(new Set(people))
    expect([...final.linesFor.values()].every((lines) => lines === 1)).toBe(true)
    expect({ used: final.used, charged: final.charged, revealed: final.revealed.size }).toEqual({
      used: REVEALS,
      charged: REVEALS,
      revealed: REVEALS,
    })
    const errors = [first, second].flatMap((s) => s.log().split('\n')).filter((l) => l.includes('"level":50'))
    expect(errors).toEqual([])
    await annotate(
      `killed after ${ok.length} answers; ${failed.length} unanswered (${chargedUnanswered} of them ` +
        `committed before the kill); PostgreSQL dropped the dead connections ${released.toFixed(0)} ms ` +
        `after the kill; restart healthy in ${(restartedIn / 1000).toFixed(1)} s; retries charged ` +
        `${failed.length - chargedUnanswered}, total ${final.charged} credits for ${final.revealed.size} people`,
    )
  }, 180_000)
})
