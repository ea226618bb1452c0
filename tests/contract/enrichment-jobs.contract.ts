import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserId } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import type {
  EnrichmentJobs,
  RowAnswer,
  RowOutcome,
} from '../../src/application/server/ports/enrichment-jobs.port.ts'
import { instant } from '../../src/domain/shared/instant.ts'

export type OpenedEnrichmentJobs = { readonly jobs: EnrichmentJobs; close(): Promise<void> }

const T0 = instant(Date.UTC(2026, 0, 1))
let made = 0

const answer = (profileLink: string | null): RowAnswer => ({
  email: 'a@acme.example',
  verdict: 'valid',
  checkedAt: null,
  phones: [],
  whatsapp: false,
  company: null,
  title: null,
  profileLink,
})

const outcome = (
  rowNo: number,
  status: RowOutcome['status'],
  profileLink: string | null = null,
  charged = 0,
): RowOutcome => ({
  rowNo,
  key: `k${rowNo}`,
  status,
  reason: status === 'found' ? null : 'no_match',
  answer: status === 'found' ? answer(profileLink) : null,
  charged,
})

/** What every EnrichmentJobs must do (the parts the use cases lean on). */
export const enrichmentJobsContract = (name: string, open: () => Promise<OpenedEnrichmentJobs>) =>
  describe(`EnrichmentJobs contract: ${name}`, () => {
    let opened: OpenedEnrichmentJobs
    beforeAll(async () => {
      opened = await open()
    }, 120_000)
    afterAll(() => opened.close())

    const newJob = async (rows: number, user = 'u-1') => {
      const id = `job-${++made}`
      await opened.jobs.create({
        id,
        userId: user as UserId,
        notifyEmail: null,
        fileName: 'f.csv',
        createdAt: T0,
        expiresAt: instant(T0 + 30 * 86_400_000),
      })
      await opened.jobs.appendRows(
        id,
        1,
        Array.from({ length: rows }, (_, i) => [`cell ${i + 1}`]),
      )
      await opened.jobs.completeUpload(id, ['link'], rows, { profileLink: 0 })
      return id
    }

    it('keeps an upload as a draft with its rows in file order', async () => {
      const id = await newJob(3)
      expect(await opened.jobs.find(id)).toMatchObject({
        state: 'draft',
        columns: ['link'],
        totalRows: 3,
        mapping: { profileLink: 0 },
      })
      expect((await opened.jobs.rows(id, 1, 10)).map((r) => [r.rowNo, r.cells, r.status])).toEqual([
        [2, ['cell 2'], 'pending'],
        [3, ['cell 3'], 'pending'],
      ])
      expect(await opened.jobs.find('no-such-job')).toBeUndefined()
    })

    it('gives the rows still pending in file order, from the first or after a given row', async () => {
      const id = await newJob(6)
      await opened.jobs.record(id, [outcome(2, 'found'), outcome(5, 'not_found')])
      const rowNos = (rows: readonly { rowNo: number }[]) => rows.map((r) => r.rowNo)
      expect(rowNos(await opened.jobs.pendingRows(id, 10))).toEqual([1, 3, 4, 6])
      expect(rowNos(await opened.jobs.pendingRows(id, 2))).toEqual([1, 3])
      expect(rowNos(await opened.jobs.pendingRows(id, 10, 1))).toEqual([3, 4, 6])
      expect(rowNos(await opened.jobs.pendingRows(id, 1, 4))).toEqual([6])
      expect(await opened.jobs.pendingRows(id, 10, 6)).toEqual([])
    })

    it('counts a row by its first answer only, and adds a later charge', async () => {
      const id = await newJob(2)
      await opened.jobs.record(id, [
        outcome(1, 'found', 'https://www.linkedin.com/in/ann', 1),
        outcome(2, 'not_found'),
      ])
      await opened.jobs.record(id, [outcome(1, 'not_found', null, 1)])
      expect(await opened.jobs.find(id)).toMatchObject({
        doneRows: 2,
        foundRows: 1,
        notFoundRows: 1,
        charged: 2,
      })
      expect((await opened.jobs.rows(id, 0, 1))[0]?.status).toBe('found')
      expect(await opened.jobs.pendingRows(id, 10)).toEqual([])
    })

    it('names the people found: found rows with a profile, each once, in file order, this job only', async () => {
      const id = await newJob(6)
      const other = await newJob(1)
      await opened.jobs.record(other, [outcome(1, 'found', 'https://www.linkedin.com/in/zed')])
      await opened.jobs.record(id, [
        outcome(1, 'found', 'https://www.linkedin.com/in/bo'),
        outcome(2, 'not_found'),
        // Found by an address alone: nobody to name.
        outcome(3, 'found', null),
        outcome(4, 'found', 'https://www.linkedin.com/in/ann'),
        outcome(5, 'found', 'https://www.linkedin.com/in/bo'),
      ])
      expect(await opened.jobs.foundProfileIds(id)).toEqual(['bo', 'ann'])
      expect(await opened.jobs.foundProfileIds(await newJob(1))).toEqual([])
    })

    it('moves a job only from the states named, and starts a run on entering running', async () => {
      const id = await newJob(1)
      expect(await opened.jobs.transition(id, ['running'], 'cancelled', T0)).toBe(false)
      expect(await opened.jobs.transition(id, ['draft'], 'running', instant(T0 + 5), { email: 0 })).toBe(true)
      expect(await opened.jobs.find(id)).toMatchObject({
        state: 'running',
        mapping: { email: 0 },
        runStartedAt: T0 + 5,
      })
      expect(await opened.jobs.transition(id, ['running'], 'finished', instant(T0 + 9))).toBe(true)
      expect((await opened.jobs.find(id))?.finishedAt).toBe(T0 + 9)
    })
  })
