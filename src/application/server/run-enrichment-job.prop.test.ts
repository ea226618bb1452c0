import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALL_PARTS } from '../../domain/credits/credit-action.ts'
import { aBucket } from '../../domain/credits/credits.fixture.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../domain/profiles/profile-link.ts'
import { instant } from '../../domain/shared/instant.ts'
import type { SeedPerson } from '../testing/contact-seed.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryContactAccessRepository } from '../testing/in-memory-contact-access.repository.ts'
import { InMemoryContactSource } from '../testing/in-memory-contact-source.ts'
import { InMemoryCreditLedgerRepository } from '../testing/in-memory-credit-ledger.repository.ts'
import { InMemoryEnrichmentJobs } from '../testing/in-memory-enrichment-jobs.ts'
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.ts'
import { InMemorySearchLogRepository } from '../testing/in-memory-search-log.repository.ts'
import { InMemoryUserRepository } from '../testing/in-memory-user.repository.ts'
import { decideReveal } from './decide-reveal.ts'
import { RunEnrichmentJob } from './run-enrichment-job.use-case.ts'

const NOW = Date.UTC(2026, 10, 1)
const USER = 'bulk-user'

// Ten people: p0–p5 in the data with something to reveal (emails, phones or both), p6–p7 in the data
// with nothing, p8–p9 not in the data.
const seeded = (i: number): SeedPerson => ({
  profileId: `p${i}` as ProfileId,
  name: `Person ${i}`,
  title: null,
  isDecisionMaker: false,
  emails: i <= 3 ? [{ address: `p${i}@acme.example`, status: 'valid', checkedAt: instant(NOW - 1_000) }] : [],
  phones: i >= 2 && i <= 5 ? [{ e164: `+4420000000${i}`, type: 'mobile', whatsappValid: false }] : [],
})
const WORTH_REVEALING = new Set(['p0', 'p1', 'p2', 'p3', 'p4', 'p5'])

const aFile = fc.record({
  // A profile link per row (duplicates common), or a cell that is no link.
  rows: fc.array(fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constant(-1)), { minLength: 1, maxLength: 24 }),
  leadCredits: fc.integer({ min: 0, max: 7 }),
  // Revealed before the job (single reveals): free in it.
  revealedBefore: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
  chunk: fc.integer({ min: 1, max: 6 }),
})

const world = () => {
  const clock = fixedClock(NOW)
  const ledger = new InMemoryCreditLedgerRepository()
  const log = new InMemorySearchLogRepository(new InMemoryUserRepository(ledger))
  const access = new InMemoryContactAccessRepository(ledger, log)
  const jobs = new InMemoryEnrichmentJobs()
  const source = new InMemoryContactSource(
    [],
    Array.from({ length: 8 }, (_, i) => seeded(i)),
  )
  const sent: unknown[] = []
  const run = (chunk: number) =>
    new RunEnrichmentJob(
      jobs,
      source,
      access,
      // Profile links only: the finder, the verifier and the address records are never asked.
      undefined as never,
      undefined as never,
      undefined as never,
      ledger,
      { send: async (mail) => void sent.push(mail) },
      new InMemoryJobQueue(clock.now),
      clock,
      {
        leaseMs: 60_000,
        chunk,
        owner: 'test',
        publicUrl: 'http://localhost',
        maxRunMs: 600_000,
        slowRowsAtOnce: 3,
      },
    )
  return { clock, ledger, access, jobs, run }
}

describe('a bulk job of profile links', () => {
  it('property: charges each person worth revealing once, in file order until credits run out; duplicates, people revealed before and reruns are free; a purchase lets it finish', async () => {
    await fc.assert(
      fc.asyncProperty(aFile, async ({ rows, leadCredits, revealedBefore, chunk }) => {
        const { ledger, access, jobs, run } = world()
        await ledger.grant(USER, [aBucket('lead-1', 'lead', leadCredits)])
        await ledger.grant(USER, [aBucket('lead-before', 'lead', revealedBefore.length)])
        for (const i of revealedBefore) {
          const profileId = `p${i}` as ProfileId
          await access.reveal(USER, profileId, (buckets, already) =>
            decideReveal(buckets, already, {
              userId: USER,
              profileId,
              found: ALL_PARTS,
              wants: ALL_PARTS,
              now: instant(NOW),
            }),
          )
        }
        const linesBefore = (await ledger.ledger(USER)).length
        await jobs.create({
          id: 'job',
          userId: USER,
          notifyEmail: null,
          fileName: 'f.csv',
          createdAt: instant(NOW),
          expiresAt: instant(NOW + 86_400_000),
        })
        const cells = rows.map((i) => [i < 0 ? 'not a link' : profileLinkFor(`p${i}` as ProfileId)])
        await jobs.appendRows('job', 1, cells)
        await jobs.completeUpload('job', ['link'], cells.length, { profileLink: 0 })
        await jobs.transition('job', ['draft'], 'running', instant(NOW), { profileLink: 0 })

        // What paying in file order means: the people worth revealing and not revealed before, each once.
        const before = new Set(revealedBefore.map((i) => `p${i}`))
        const toPay = [...new Set(rows.filter((i) => i >= 0).map((i) => `p${i}`))].filter(
          (p) => WORTH_REVEALING.has(p) && !before.has(p),
        )
        const paidFor = async () =>
          (await ledger.ledger(USER))
            .slice(0, -linesBefore || undefined)
            .map((l) => l.reference)
            .reverse()

        await run(chunk).execute('job')
        const first = await jobs.find('job')
        if (toPay.length <= leadCredits) expect(first?.state).toBe('finished')
        else expect(first?.state).toBe('paused')
        const paid = toPay.slice(0, leadCredits)
        expect(await paidFor()).toEqual(paid)
        expect(first?.charged).toBe(paid.length)
        // Every row answered is right: found only for a person worth revealing, and only once paid for.
        for (const row of await jobs.rows('job', 0, 100)) {
          const i = rows[row.rowNo - 1] as number
          if (row.status === 'pending') continue
          if (i < 0) expect(row.status).toBe('invalid')
          else if (WORTH_REVEALING.has(`p${i}`)) {
            expect(row.status).toBe('found')
            expect(before.has(`p${i}`) || paid.includes(`p${i}`)).toBe(true)
          } else
            expect([row.status, row.reason]).toEqual(['not_found', i >= 8 ? 'not_in_data' : 'no_contacts'])
        }
        // Paused: the rows left are those of people not paid for (and what came after the first of them).
        if (first?.state === 'paused') {
          const pending = (await jobs.rows('job', 0, 100)).filter((r) => r.status === 'pending')
          const firstUnpaid = rows.findIndex((i) => i >= 0 && `p${i}` === toPay[leadCredits])
          expect(pending.map((r) => r.rowNo)[0]).toBe(firstUnpaid + 1)
          // A purchase, and the job goes on to the end, charging only the people not paid for yet.
          await ledger.grant(USER, [aBucket('lead-2', 'lead', toPay.length)])
          expect(await jobs.transition('job', ['paused'], 'running', instant(NOW))).toBe(true)
          await run(chunk).execute('job')
        }
        // Worked again (a retry, a second process): nothing more is charged.
        await jobs.transition('job', ['finished'], 'running', instant(NOW))
        await run(chunk).execute('job')
        const done = await jobs.find('job')
        expect(done?.state).toBe('finished')
        expect(await paidFor()).toEqual(toPay)
        expect(done?.charged).toBe(toPay.length)
        expect(done?.doneRows).toBe(rows.length)
        expect(done?.foundRows).toBe(rows.filter((i) => i >= 0 && WORTH_REVEALING.has(`p${i}`)).length)
      }),
      { numRuns: 150 },
    )
  })
})
