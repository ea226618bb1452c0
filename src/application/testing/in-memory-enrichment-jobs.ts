import type { ColumnMapping } from '../../domain/enrichment/column-mapping.ts'
import type { JobState } from '../../domain/enrichment/job-progress.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { parseProfileLink } from '../../domain/profiles/profile-link.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type {
  EnrichmentJob,
  EnrichmentJobs,
  NewJob,
  RowOutcome,
  StoredRow,
} from '../server/ports/enrichment-jobs.port.ts'

type Job = {
  -readonly [K in keyof EnrichmentJob]: EnrichmentJob[K]
} & { notified: boolean; leaseOwner: string | null; leaseUntil: Instant | null }
type Row = { -readonly [K in keyof StoredRow]: StoredRow[K] } & { key: string | null; charged: number }

const snapshot = (job: Job): EnrichmentJob => {
  const { notified: _n, leaseOwner: _o, leaseUntil: _u, ...view } = job
  return { ...view, columns: [...view.columns], mapping: { ...view.mapping } }
}
const storedOf = ({ key: _k, charged: _c, ...row }: Row): StoredRow => ({ ...row, cells: [...row.cells] })

/** Test double of EnrichmentJobs (tests/contract/enrichment-jobs.contract.ts), in memory. */
export class InMemoryEnrichmentJobs implements EnrichmentJobs {
  private readonly jobs = new Map<string, Job>()
  private readonly rowsOf = new Map<string, Row[]>()

  async create(job: NewJob) {
    this.jobs.set(job.id, {
      ...job,
      state: 'draft',
      columns: [],
      mapping: {},
      totalRows: 0,
      doneRows: 0,
      foundRows: 0,
      notFoundRows: 0,
      invalidRows: 0,
      charged: 0,
      runStartedAt: null,
      runStartedDone: 0,
      finishedAt: null,
      notified: false,
      leaseOwner: null,
      leaseUntil: null,
    })
    this.rowsOf.set(job.id, [])
  }

  async appendRows(jobId: string, firstRowNo: number, rows: readonly (readonly string[])[]) {
    const stored = this.rowsOf.get(jobId)
    if (stored === undefined) throw new Error(`no job ${jobId}`)
    rows.forEach((cells, i) => {
      stored.push({
        rowNo: firstRowNo + i,
        cells: [...cells],
        status: 'pending',
        reason: null,
        answer: null,
        key: null,
        charged: 0,
      })
    })
    stored.sort((a, b) => a.rowNo - b.rowNo)
  }

  async completeUpload(jobId: string, columns: readonly string[], totalRows: number, mapping: ColumnMapping) {
    const job = this.jobs.get(jobId)
    if (job === undefined) return
    Object.assign(job, { columns: [...columns], totalRows, mapping: { ...mapping } })
  }

  async discard(jobId: string) {
    this.jobs.delete(jobId)
    this.rowsOf.delete(jobId)
  }

  async find(jobId: string) {
    const job = this.jobs.get(jobId)
    return job === undefined ? undefined : snapshot(job)
  }

  async list(userId: EnrichmentJob['userId'], limit: number) {
    return [...this.jobs.values()]
      .filter((j) => j.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map(snapshot)
  }

  private rowList(jobId: string) {
    return this.rowsOf.get(jobId) ?? []
  }

  async rows(jobId: string, afterRowNo: number, limit: number) {
    return this.rowList(jobId)
      .filter((r) => r.rowNo > afterRowNo)
      .slice(0, limit)
      .map(storedOf)
  }

  async foundProfileIds(jobId: string) {
    const ids = new Set<ProfileId>()
    for (const row of this.rowList(jobId)) {
      const link = row.status === 'found' ? row.answer?.profileLink : undefined
      const id = link === undefined || link === null ? undefined : parseProfileLink(link)
      if (typeof id === 'string') ids.add(id)
    }
    return [...ids]
  }

  async pendingRows(jobId: string, limit: number, afterRowNo = Number.MIN_SAFE_INTEGER) {
    return this.rowList(jobId)
      .filter((r) => r.status === 'pending' && r.rowNo > afterRowNo)
      .slice(0, limit)
      .map(storedOf)
  }

  async answersOf(jobId: string, keys: readonly string[]) {
    const wanted = new Set(keys)
    const answers = new Map<string, RowOutcome>()
    for (const row of this.rowList(jobId))
      if (row.key !== null && wanted.has(row.key) && row.status !== 'pending' && !answers.has(row.key))
        answers.set(row.key, {
          rowNo: row.rowNo,
          key: row.key,
          status: row.status,
          reason: row.reason,
          answer: row.answer,
          charged: 0,
        })
    return answers
  }

  async record(jobId: string, outcomes: readonly RowOutcome[]) {
    const job = this.jobs.get(jobId)
    if (job === undefined) return
    for (const o of outcomes) {
      const row = this.rowList(jobId).find((r) => r.rowNo === o.rowNo)
      if (row === undefined) continue
      if (row.status === 'pending') {
        Object.assign(row, { key: o.key, status: o.status, reason: o.reason, answer: o.answer })
        job.doneRows += 1
        if (o.status === 'found') job.foundRows += 1
        if (o.status === 'not_found') job.notFoundRows += 1
        if (o.status === 'invalid') job.invalidRows += 1
      }
      row.charged += o.charged
      job.charged += o.charged
    }
  }

  async transition(
    jobId: string,
    from: readonly JobState[],
    to: JobState,
    when: Instant,
    mapping?: ColumnMapping,
  ) {
    const job = this.jobs.get(jobId)
    if (job === undefined || !from.includes(job.state)) return false
    job.state = to
    if (mapping !== undefined) job.mapping = { ...mapping }
    if (to === 'running') {
      job.runStartedAt = when
      job.runStartedDone = job.doneRows
    }
    if (to === 'finished') job.finishedAt = when
    job.leaseOwner = null
    job.leaseUntil = null
    return true
  }

  async lease(jobId: string, owner: string, now: Instant, until: Instant) {
    const job = this.jobs.get(jobId)
    if (job === undefined || job.state !== 'running') return undefined
    if (job.leaseOwner !== null && job.leaseOwner !== owner && (job.leaseUntil ?? 0) >= now) return undefined
    job.leaseOwner = owner
    job.leaseUntil = until
    return snapshot(job)
  }

  async release(jobId: string, owner: string) {
    const job = this.jobs.get(jobId)
    if (job !== undefined && job.leaseOwner === owner) {
      job.leaseOwner = null
      job.leaseUntil = null
    }
  }

  async orphaned(now: Instant, limit: number) {
    return [...this.jobs.values()]
      .filter(
        (j) =>
          j.state === 'running' &&
          ((j.leaseUntil !== null && j.leaseUntil < now) ||
            (j.leaseUntil === null && j.runStartedAt !== null && j.runStartedAt < now - 30_000)),
      )
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, limit)
      .map((j) => j.id)
  }

  async paused(limit: number) {
    return [...this.jobs.values()]
      .filter((j) => j.state === 'paused')
      .sort((a, b) => a.createdAt - b.createdAt)
      .slice(0, limit)
      .map(snapshot)
  }

  async markNotified(jobId: string) {
    const job = this.jobs.get(jobId)
    if (job === undefined || job.notified) return false
    job.notified = true
    return true
  }

  async deleteExpired(now: Instant) {
    let deleted = 0
    for (const job of [...this.jobs.values()])
      if (job.expiresAt < now) {
        await this.discard(job.id)
        deleted += 1
      }
    return deleted
  }
}
