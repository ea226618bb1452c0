// Failure drill (issue 9, §4): the service process dies (SIGKILL: no graceful shutdown) while 200
// reveals are in flight, and is started again on the same PostgreSQL database. Each person must end up
// revealed with exactly its charge in the ledger, or not revealed and not charged; retrying what failed
// must charge nothing twice.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestIssuer } from '../../src/adapters/server/auth/testing/test-issuer.ts'
import type { Database } from '../../src/adapters/server/persistence/database-schema.ts'
import { auditCharges, fundUser, partialCharges, peopleWorthRevealing } from '../support/ledger-audit.ts'
import { type PostgresDrill, startPostgresDrill } from './support/postgres-drill.ts'
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
  let issuer: TestIssuer
  let direct: Kysely<Database>
  let env: Record<string, string>
  let drill: PostgresDrill
  const servers: RunningServer[] = []

  beforeAll(async () => {
    drill = await startPostgresDrill(databaseUrl ?? '', 'restart', { DEMO_COMPANIES: '25' })
    ;({ issuer, direct, env } = drill)
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await drill?.close()
  }, 60_000)

  const serviceConnections = () => drill.serviceConnections()

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
