// Failure drill: the database goes away while the service is serving (issue 9, §4). The service runs in
// this process on a fresh PostgreSQL schema, reached through a TCP proxy the test cuts and restores.
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/adapters/server/persistence/database-schema.ts'
import {
  type FreshSchema,
  freshPostgresSchema,
} from '../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { auditCharges, fundUser, partialCharges, peopleWorthRevealing } from '../support/ledger-audit.ts'
import { type DbProxy, startDbProxy } from './failure-drills.db-proxy.ts'

const databaseUrl = process.env.DATABASE_URL
const USER = 'drill-user'
const BUCKET = 'drill-lead'
const DATABASE_UNAVAILABLE = {
  statusCode: 503,
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service cannot reach its database; please try again shortly',
}

describe.skipIf(databaseUrl === undefined)('failure drill: the database goes away mid-request', () => {
  let schema: FreshSchema
  let proxy: DbProxy
  let api: ApiHarness
  let direct: Kysely<Database>
  let people: string[] = []
  let next = 0
  /** A person nobody revealed yet in this file. */
  const aPerson = () => {
    const person = people[next++]
    if (person === undefined) throw new Error('out of people')
    return person
  }

  beforeAll(async () => {
    schema = await freshPostgresSchema(databaseUrl ?? '')
    proxy = await startDbProxy(schema.databaseUrl)
    // Named, so the drill can terminate the service's own backends and no one else's.
    const serviceUrl = new URL(proxy.databaseUrl)
    serviceUrl.searchParams.set('application_name', schema.name)
    api = await startApi({
      DATABASE_URL: serviceUrl.toString(),
      DEMO_COMPANIES: '20',
      // The drills fire bursts; a rate limit is not what they test.
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_USER_PER_MINUTE: '0',
    })
    direct = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.databaseUrl, max: 2 }) }),
    })
    expect((await api.call('GET', '/api/user/info', { as: { user: USER } })).statusCode).toBe(200)
    await fundUser(direct, USER, 1000, BUCKET)
    people = await peopleWorthRevealing(direct, 150)
  }, 120_000)

  afterAll(async () => {
    await proxy?.up()
    await api?.close()
    await direct?.destroy()
    await proxy?.close()
    await schema?.drop()
  })

  const reveal = (profileId: string) =>
    api.call('GET', `/api/contact/profile/${profileId}`, { as: { user: USER }, query: { reveal: 'true' } })

  const audit = async () => {
    const result = await auditCharges(direct, USER, BUCKET)
    expect(partialCharges(result)).toEqual([])
    return result
  }

  it('cut before the commit: 503, nothing charged, nothing recorded; the retry charges once', async () => {
    const person = aPerson()
    const cut = proxy.cutAt('insert into "revealed_contacts"', 'drop-request')
    const response = await reveal(person)
    await cut
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual(DATABASE_UNAVAILABLE)
    const after = await audit()
    expect(after.chargedFor.has(person)).toBe(false)
    expect(after.revealed.has(person)).toBe(false)

    const retry = await reveal(person)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().charged.credits).toBe(1)
    expect((await audit()).linesFor.get(person)).toBe(1)
  })

  it('answer to the commit lost: 503, but charged once with its access; the retry shows it free', async () => {
    const person = aPerson()
    // The simple-protocol COMMIT: its text ends with NUL ("read committed" does not).
    const cut = proxy.cutAt('commit\u0000', 'drop-answer')
    const response = await reveal(person)
    await cut
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual(DATABASE_UNAVAILABLE)
    const after = await audit()
    expect(after.linesFor.get(person)).toBe(1)
    expect(after.revealed.has(person)).toBe(true)

    const retry = await reveal(person)
    expect(retry.statusCode).toBe(200)
    expect(retry.json()).toMatchObject({ charged: { credits: 0 } })
    expect((await audit()).linesFor.get(person)).toBe(1)
  })

  it('database down: 503 at once on every call that needs it, /ready 503, /health 200; back on its own', async ({
    annotate,
  }) => {
    const person = aPerson()
    await proxy.down()
    let failedIn = 0
    try {
      const started = performance.now()
      const answers = await Promise.all([
        reveal(person),
        api.call('GET', '/api/user/info', { as: { user: USER } }),
        api.call('GET', '/api/payment/subscription', { as: { user: USER } }),
        api.call('GET', '/api/contact/history', { as: { user: USER } }),
      ])
      failedIn = performance.now() - started
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503)
        expect(answer.json()).toEqual(DATABASE_UNAVAILABLE)
        expect(answer.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\.ts:\d|node_modules/)
      }
      expect(failedIn).toBeLessThan(2_000)
      const ready = await api.call('GET', '/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ statusCode: 503, code: 'NOT_READY' })
      expect((await api.call('GET', '/health')).statusCode).toBe(200)
    } finally {
      await proxy.up()
    }
    const upAt = performance.now()
    const first = await reveal(person)
    const recoveredIn = performance.now() - upAt
    expect(first.statusCode).toBe(200)
    expect(first.json().charged.credits).toBe(1)
    expect((await api.call('GET', '/ready')).statusCode).toBe(200)
    expect((await audit()).linesFor.get(person)).toBe(1)
    await annotate(
      `4 calls failed with 503 in ${failedIn.toFixed(0)} ms; first reveal after the database came back ` +
        `answered 200 in ${recoveredIn.toFixed(0)} ms`,
    )
  }, 30_000)

  type Answer = { readonly person: string; readonly status: number; readonly body: unknown }

  /** Reveals every person at once, and runs `cut` when `after` answers are in. */
  const burst = async (persons: readonly string[], after: number, cut: () => Promise<unknown>) => {
    let answered = 0
    let cutting: Promise<unknown> | undefined
    const answers = await Promise.all(
      persons.map(async (person): Promise<Answer> => {
        const response = await reveal(person)
        answered += 1
        if (answered === after) cutting = cut()
        return { person, status: response.statusCode, body: response.json() }
      }),
    )
    await cutting
    return answers
  }

  /**
   * What a burst cut in the middle must leave: only 200s and clean 503s; every 200 charged once and
   * recorded; no partial charge anywhere. Then the 503s retried: each person charged once in all.
   */
  const expectSafeBurst = async (persons: readonly string[], answers: readonly Answer[]) => {
    const before = await auditCharges(direct, USER, BUCKET)
    const failed = answers.filter((a) => a.status !== 200)
    expect(failed.length).toBeGreaterThan(0)
    for (const answer of failed)
      expect(answer).toEqual({ ...answer, status: 503, body: DATABASE_UNAVAILABLE })
    for (const answer of answers.filter((a) => a.status === 200)) {
      expect(answer.body).toMatchObject({ charged: { credits: 1 } })
      expect(before.revealed.has(answer.person)).toBe(true)
    }
    const afterBurst = await audit()
    // A 503 may still have been charged: its reveal committed, then the answer to COMMIT was lost.
    const chargedAnyway = failed.filter((a) => afterBurst.revealed.has(a.person)).length

    for (const { person } of failed) {
      const retry = await reveal(person)
      expect(retry.statusCode).toBe(200)
      expect(retry.json().charged.credits).toBe(afterBurst.revealed.has(person) ? 0 : 1)
    }
    const final = await audit()
    for (const person of persons) expect(final.linesFor.get(person), person).toBe(1)
    expect(final.used - afterBurst.used).toBe(failed.length - chargedAnyway)
    return { ok: answers.length - failed.length, failed: failed.length, chargedAnyway }
  }

  it('an outage in the middle of 40 concurrent reveals: each person charged once with its access, or not at all', async ({
    annotate,
  }) => {
    const persons = Array.from({ length: 40 }, aPerson)
    const answers = await burst(persons, 5, () => proxy.down())
    await proxy.up()
    const figures = await expectSafeBurst(persons, answers)
    await annotate(
      `${figures.ok} answered 200, ${figures.failed} answered 503 (${figures.chargedAnyway} of them ` +
        'charged: the reveal committed, the answer to COMMIT was lost); retries charged the rest once',
    )
  }, 60_000)

  it("PostgreSQL terminates the service's connections mid-burst: the same guarantees, no restart needed", async ({
    annotate,
  }) => {
    const persons = Array.from({ length: 40 }, aPerson)
    const terminate = () =>
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${schema.name}`.execute(
        direct,
      )
    const answers = await burst(persons, 5, terminate)
    const figures = await expectSafeBurst(persons, answers)
    await annotate(
      `${figures.ok} answered 200, ${figures.failed} answered 503 (${figures.chargedAnyway} of them charged); ` +
        'retries charged the rest once',
    )
  }, 60_000)
})
