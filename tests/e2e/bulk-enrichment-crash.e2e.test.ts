// Failure drill for bulk enrichment (issue 20 §1): two service processes share one PostgreSQL database;
// the one working a job is killed (SIGKILL: no graceful shutdown) in the middle of it. The other takes
// the job over once the dead one's lease runs out and finishes it. Every person of the file must end up
// revealed and charged exactly once, duplicates within the file included, whatever was in flight.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestIssuer } from '../../src/adapters/server/auth/testing/test-issuer.ts'
import type { Database } from '../../src/adapters/server/persistence/database-schema.ts'
import { auditCharges, fundUser, partialCharges, peopleWorthRevealing } from '../support/ledger-audit.ts'
import { type PostgresDrill, startPostgresDrill } from './support/postgres-drill.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

const databaseUrl = process.env.DATABASE_URL
const USER = 'bulk-drill-user'
const ADMIN = 'bulk-drill-admin'
const BUCKET = 'bulk-drill-lead'
const PEOPLE = 400
/** Rows answered before the kill: enough that the job is under way, few enough that most is left. */
const KILL_AFTER = 60

describe.skipIf(databaseUrl === undefined)(
  'failure drill: a process dies in the middle of a bulk job',
  () => {
    let issuer: TestIssuer
    let direct: Kysely<Database>
    let env: Record<string, string>
    let drill: PostgresDrill
    const servers: RunningServer[] = []

    beforeAll(async () => {
      drill = await startPostgresDrill(databaseUrl ?? '', 'bulk', {
        DEMO_COMPANIES: '60',
        // A dead holder's job is taken over after 3 s (the default, 60 s, is for production).
        ENRICHMENT_LEASE_SECONDS: '3',
      })
      ;({ issuer, direct, env } = drill)
    }, 120_000)

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()))
      await drill?.close()
    }, 60_000)

    const job = (id: string) =>
      direct.selectFrom('enrichment_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

    it('charges each person once and finishes the job on the other process', async ({ annotate }) => {
      const [a, b] = await Promise.all([startServer(env), startServer(env)])
      if (a === undefined || b === undefined) throw new Error('two servers')
      servers.push(a, b)
      const user = { authorization: `Bearer ${await issuer.token(USER)}` }
      const admin = { authorization: `Bearer ${await issuer.token(ADMIN, { roles: ['admin'] })}` }
      const json = { 'content-type': 'application/json' }
      expect((await fetch(`${a.url}/api/user/info`, { headers: user })).status).toBe(200)
      // A Pro plan, free through an invite code worth more than the plan; then a known lead bucket.
      const code = 'BULK-DRILL-FREE'
      const invitation = await fetch(`${a.url}/api/invitation`, {
        method: 'POST',
        headers: { ...admin, ...json },
        body: JSON.stringify({ distributorName: 'Drill', discountAmount: 1_000_000, inviteCode: code }),
      })
      expect(invitation.status).toBe(201)
      const order = await fetch(`${a.url}/api/payment/order`, {
        method: 'POST',
        headers: { ...user, ...json },
        body: JSON.stringify({ plan: 'MONTHLY_PRO', inviteCode: code }),
      })
      expect(((await order.json()) as { status: string }).status).toBe('PAID')
      await fundUser(direct, USER, 10_000, BUCKET)
      const people = await peopleWorthRevealing(direct, PEOPLE)

      // Every person once, then every fifth again: the duplicates must be free.
      const rows = [...people, ...people.filter((_, i) => i % 5 === 0)]
      const csv = `LinkedIn URL\n${rows.map((p) => `https://www.linkedin.com/in/${p}`).join('\n')}\n`
      const form = new FormData()
      form.append('start', 'true')
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'drill.csv')
      const uploaded = await fetch(`${a.url}/api/enrichment/jobs`, {
        method: 'POST',
        headers: user,
        body: form,
      })
      expect(uploaded.status).toBe(201)
      const { id } = (await uploaded.json()) as { id: string }

      // Wait until the job is under way, then kill the process holding it.
      let holder: RunningServer | undefined
      for (;;) {
        const now = await job(id)
        const pid = Number(now.lease_owner?.split(':')[1])
        holder = servers.find((s) => s.pid === pid)
        if (now.done_rows >= KILL_AFTER && holder !== undefined) break
        if (now.state === 'finished') throw new Error('the job finished before the kill: make it longer')
        await new Promise((r) => setTimeout(r, 20))
      }
      await holder.kill()
      const atKill = await job(id)
      const killedAt = performance.now()

      // The survivor takes it over once the lease runs out, and finishes it.
      let final = await job(id)
      while (final.state !== 'finished') {
        if (performance.now() - killedAt > 120_000) throw new Error(`not finished: ${JSON.stringify(final)}`)
        await new Promise((r) => setTimeout(r, 200))
        final = await job(id)
      }
      const tookOver = performance.now() - killedAt
      expect(final).toMatchObject({
        done_rows: rows.length,
        found_rows: rows.length,
        total_rows: rows.length,
      })
      const pending = await direct
        .selectFrom('enrichment_rows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
      expect(Number(pending.n)).toBe(0)

      // The ledger: every person revealed, one credit each, one line each; nobody twice.
      const audit = await auditCharges(direct, USER, BUCKET)
      expect(partialCharges(audit)).toEqual([])
      expect(audit.revealed).toEqual(new Set(people))
      expect([...audit.linesFor.values()].every((lines) => lines === 1)).toBe(true)
      expect(audit.charged).toBe(people.length)
      // The job's page and the jobs list say what the ledger charged, also for a chunk the dead process
      // paid but never recorded (issue 29 §17: they said 540 of 600).
      const survivor = servers.find((s) => s !== holder)
      const shown = (await (
        await fetch(`${survivor?.url}/api/enrichment/jobs/${id}`, { headers: user })
      ).json()) as { charged: number }
      expect(shown.charged).toBe(audit.charged)
      const listed = (await (
        await fetch(`${survivor?.url}/api/enrichment/jobs`, { headers: user })
      ).json()) as {
        jobs: { id: string; charged: number }[]
      }
      expect(listed.jobs.find((j) => j.id === id)?.charged).toBe(audit.charged)
      const errors = (survivor?.log() ?? '').split('\n').filter((l) => l.includes('"level":50'))
      expect(errors).toEqual([])
      await annotate(
        `killed the holder at ${atKill.done_rows} of ${rows.length} rows; the other process finished the job ` +
          `${(tookOver / 1000).toFixed(1)} s after the kill; ${audit.charged} credits for ${people.length} people ` +
          `(${rows.length - people.length} duplicate rows free); the job shows ${shown.charged}`,
      )
    }, 300_000)
  },
)
