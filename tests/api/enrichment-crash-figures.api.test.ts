import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EnrichmentJobs } from '../../src/application/server/ports/enrichment-jobs.port.ts'
import { EnrichmentTokens } from '../../src/composition/server/enrichment.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { fundUser, peopleWorthRevealing } from '../support/ledger-audit.ts'
import { multipartBody } from '../support/multipart-body.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// Issue 29 §17: a process that dies after a chunk's reveals commit and before its answers are written
// leaves the reveals paid (never twice) and the rows pending; the process that takes over reveals those
// people again for free. The job's "credits charged" was then short of the ledger (540 of 600 in the
// drill). The crash is made exact here (the answers' write fails once, as a kill -9 at that moment would
// leave it), on PGlite and on PostgreSQL: the job's figure must equal what the ledger charged.
const USER = 'crash-figures'
const databases = [
  { name: 'PGlite', postgres: false },
  ...(process.env.DATABASE_URL === undefined ? [] : [{ name: 'PostgreSQL', postgres: true }]),
]

describe.each(databases)(
  'after a crash between a chunk of reveals and its answers, on $name',
  ({ postgres }) => {
    let seeded: SeededApi
    beforeAll(async () => {
      // No worker of the service's own: this test alone works the job. Leases run out after 1 s.
      seeded = await startSeededApi({ ENRICHMENT_WORKERS: '0', ENRICHMENT_LEASE_SECONDS: '1' }, { postgres })
      await seeded.seed.proPlan({ user: USER })
    }, 120_000)
    afterAll(async () => {
      await seeded?.api.close()
    })

    it("the job's credits charged equal what the ledger charged for its people", async () => {
      const { db } = await seeded.api.container.getAsync(T.Database)
      await fundUser(db, USER, 1_000, 'crash-figures-lead')
      const people = await peopleWorthRevealing(db, 20)
      const csv = `LinkedIn URL\n${people.map((p) => `https://www.linkedin.com/in/${p}`).join('\n')}\n`
      const { body, contentType } = multipartBody(
        { name: 'crash.csv', type: 'text/csv', bytes: new TextEncoder().encode(csv) },
        { start: 'true' },
      )
      const uploaded = await seeded.api.app.inject({
        method: 'POST',
        url: '/api/enrichment/jobs',
        payload: body,
        headers: { authorization: `Bearer ${await seeded.api.token(USER)}`, 'content-type': contentType },
      })
      const { id } = uploaded.json() as { id: string }
      const run = await seeded.api.container.getAsync(EnrichmentTokens.RunEnrichmentJob)
      const jobs = (run as unknown as { jobs: EnrichmentJobs }).jobs
      const record = jobs.record.bind(jobs)
      let crashed = false
      jobs.record = async (jobId, outcomes) => {
        if (crashed) return record(jobId, outcomes)
        crashed = true
        throw new Error('killed after the reveals committed, before the answers were written')
      }
      await expect(run.execute(id)).rejects.toThrow(/killed/)
      // Taken over once the dead run's lease runs out, and finished.
      for (let job = await jobs.find(id); job?.state === 'running'; job = await jobs.find(id)) {
        await run.execute(id)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const ledger = await seeded.api.container.getAsync(T.CreditLedger)
      const charged = (await ledger.ledger(USER))
        .filter((line) => people.includes(line.reference ?? ''))
        .reduce((sum, line) => sum + line.quantity, 0)
      const job = await jobs.find(id)
      expect(job?.state).toBe('finished')
      expect(charged).toBeGreaterThan(0)
      expect(job?.charged).toBe(charged)
      // The jobs list says the same as the job's page.
      const list = await seeded.api.call('GET', '/api/enrichment/jobs', { as: { user: USER } })
      expect(list.json().jobs[0]).toMatchObject({ id, charged })
    }, 120_000)
  },
)
