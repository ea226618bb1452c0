import type { Bucket } from '../../domain/credits/bucket.ts'
import { isActiveAt, remaining } from '../../domain/credits/bucket.ts'
import { REVEAL_KINDS } from '../../domain/credits/credit-kind.ts'
import {
  type ColumnMapping,
  isUsableMapping,
  isWellFormedMapping,
} from '../../domain/enrichment/column-mapping.ts'
import {
  type CostEstimate,
  estimateCost,
  type RowForEstimate,
} from '../../domain/enrichment/enrichment-cost.ts'
import { PREVIEW_ROWS } from '../../domain/enrichment/enrichment-limits.ts'
import { canAddFoundToList, canCancel, canResume, etaSeconds } from '../../domain/enrichment/job-progress.ts'
import { type RowInput, readRow, rowKey } from '../../domain/enrichment/row-input.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import { canBulkEnrich } from '../../domain/subscriptions/bulk-enrichment.ts'
import type { AddContactsToList, ListTarget } from './add-contacts-to-list.use-case.ts'
import type { Caller } from './caller.ts'
import type { ListFailure } from './contact-lists.use-case.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactAccessRepository } from './ports/contact-access.repository.port.ts'
import type { ContactSource } from './ports/contact-source.port.ts'
import type { CreditLedgerRepository } from './ports/credit-ledger.repository.port.ts'
import type { EnrichmentJob, EnrichmentJobs, StoredRow } from './ports/enrichment-jobs.port.ts'
import type { JobQueue } from './ports/job-queue.port.ts'
import type { BulkNotIncluded } from './upload-enrichment-file.use-case.ts'

/** The pg-boss job that works an enrichment job's rows. */
export const RUN_ENRICHMENT_JOB = 'enrichment.run'

export type JobNotFound = { readonly _tag: 'JobNotFound' }
export type BadMapping = { readonly _tag: 'BadMapping' }
export type WrongState = { readonly _tag: 'WrongState'; readonly job: EnrichmentJob }

/** A job with its ETA, as its page shows it. */
export type JobView = { readonly job: EnrichmentJob; readonly etaSeconds: number | null }

const JOB_NOT_FOUND: JobNotFound = { _tag: 'JobNotFound' }

export const viewOf = (job: EnrichmentJob, now: Instant): JobView => ({
  job,
  etaSeconds:
    job.state === 'running' && job.runStartedAt !== null
      ? etaSeconds(job.doneRows, job.totalRows, job.doneRows - job.runStartedDone, now - job.runStartedAt)
      : null,
})

/** Someone else's job is as absent as one that never was (no probing for ids). */
const ownJob = async (jobs: EnrichmentJobs, caller: Caller, jobId: string) => {
  const job = await jobs.find(jobId)
  return job === undefined || job.userId !== caller.userId ? undefined : job
}

/** GET /api/enrichment/jobs/{id}: the job and its progress. */
export class GetEnrichmentJob {
  constructor(
    private readonly jobs: EnrichmentJobs,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, jobId: string): Promise<JobView | JobNotFound> {
    const job = await ownJob(this.jobs, caller, jobId)
    return job === undefined ? JOB_NOT_FOUND : viewOf(job, this.clock.now())
  }
}

/** GET /api/enrichment/jobs: the user's jobs, newest first (kept RESULT_KEEP_DAYS), and whether the plan has it. */
export class ListEnrichmentJobs {
  constructor(
    private readonly jobs: EnrichmentJobs,
    private readonly billing: BillingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller): Promise<{ readonly included: boolean; readonly jobs: readonly JobView[] }> {
    const now = this.clock.now()
    const [{ subscriptions }, jobs] = await Promise.all([
      this.billing.holdings(caller.userId),
      this.jobs.list(caller.userId, 100),
    ])
    return { included: canBulkEnrich(subscriptions, now), jobs: jobs.map((job) => viewOf(job, now)) }
  }
}

/** How one row reads with a mapping, for the preview. */
export type RowReading = { readonly cells: readonly string[]; readonly input: RowInput }

export type EnrichmentQuote = {
  readonly _tag: 'EnrichmentQuote'
  readonly estimate: CostEstimate
  /** Credits the user holds that can pay for contacts (REVEAL_KINDS: lead, email, phone, free). */
  readonly held: number
  readonly preview: readonly RowReading[]
}

// Rows read per page when estimating; people looked up per batch.
const SCAN_PAGE = 2000
const LOOKUP_BATCH = 500

export const creditsHeld = (buckets: readonly Bucket[], now: Instant): number =>
  buckets
    .filter((b) => REVEAL_KINDS.includes(b.kind) && isActiveAt(b, now))
    .reduce((sum, b) => sum + remaining(b), 0)

/**
 * POST /api/enrichment/jobs/{id}/quote: how the file reads with a mapping (the first rows) and what it
 * can cost: rows the data already answers, the most it can cost (each distinct question once, what this
 * user already revealed free), and the credits held. Charges nothing; a draft keeps the mapping.
 */
export class QuoteEnrichment {
  constructor(
    private readonly jobs: EnrichmentJobs,
    private readonly source: ContactSource,
    private readonly access: ContactAccessRepository,
    private readonly ledger: CreditLedgerRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    caller: Caller,
    jobId: string,
    mapping: ColumnMapping | undefined,
  ): Promise<EnrichmentQuote | JobNotFound | BadMapping> {
    const job = await ownJob(this.jobs, caller, jobId)
    if (job === undefined) return JOB_NOT_FOUND
    const used = mapping ?? job.mapping
    if (!isWellFormedMapping(used, job.columns.length)) return { _tag: 'BadMapping' }
    // The draft keeps the mapping last quoted, so a reload of its page shows the user's choice.
    if (mapping !== undefined && job.state === 'draft')
      await this.jobs.transition(jobId, ['draft'], 'draft', this.clock.now(), mapping)
    const rows: RowForEstimate[] = []
    const preview: RowReading[] = []
    for (let after = 0; ; ) {
      const page = await this.jobs.rows(jobId, after, SCAN_PAGE)
      if (page.length === 0) break
      after = page[page.length - 1]?.rowNo ?? after
      const inputs = page.map((row) => readRow(row.cells, used))
      for (const [i, input] of inputs.entries())
        if (preview.length < PREVIEW_ROWS) preview.push({ cells: page[i]?.cells ?? [], input })
      const costs = await this.profileCosts(caller, inputs)
      for (const input of inputs) {
        const key = rowKey(input)
        if (input._tag === 'Profile') {
          const cost = costs.get(input.profileId) ?? { answerable: false, most: 0 }
          rows.push({ key, answerable: cost.answerable, mostCredits: cost.most })
        } else rows.push({ key, answerable: false, mostCredits: key === null ? 0 : 1 })
      }
    }
    const now = this.clock.now()
    const buckets = await this.ledger.buckets(caller.userId)
    const held = creditsHeld(buckets, now)
    const leads = buckets
      .filter((b) => b.kind === 'lead' && isActiveAt(b, now))
      .reduce((sum, b) => sum + remaining(b), 0)
    return { _tag: 'EnrichmentQuote', estimate: estimateCost(rows, leads), held, preview }
  }

  // For each person: whether the data has contacts for them, and the most their reveal can cost this
  // user (a credit per part present and not yet revealed; a lead credit would pay both with one).
  private async profileCosts(caller: Caller, inputs: readonly RowInput[]) {
    const ids = [
      ...new Set(inputs.flatMap((input) => (input._tag === 'Profile' ? [input.profileId] : []))),
    ] as ProfileId[]
    const costs = new Map<ProfileId, { answerable: boolean; most: number }>()
    for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
      const batch = ids.slice(start, start + LOOKUP_BATCH)
      const [people, revealed] = await Promise.all([
        this.source.people(batch),
        this.access.revealedOf(caller.userId, batch),
      ])
      for (const id of batch) {
        const person = people.get(id)
        const emails = (person?.emails.length ?? 0) > 0
        const phones = (person?.phones.length ?? 0) > 0
        const already = revealed.get(id)
        costs.set(id, {
          answerable: emails || phones,
          most: (emails && !already?.emails ? 1 : 0) + (phones && !already?.phones ? 1 : 0),
        })
      }
    }
    return costs
  }
}

/**
 * Starting, cancelling and resuming a job (POST /api/enrichment/jobs/{id}/start|cancel|resume). Starting
 * and resuming queue the work on the job engine; cancelling stops it after the rows in hand.
 */
export class ControlEnrichmentJob {
  constructor(
    private readonly jobs: EnrichmentJobs,
    private readonly billing: BillingRepository,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  async start(
    caller: Caller,
    jobId: string,
    mapping: ColumnMapping | undefined,
  ): Promise<JobView | JobNotFound | BadMapping | WrongState | BulkNotIncluded> {
    const job = await ownJob(this.jobs, caller, jobId)
    if (job === undefined) return JOB_NOT_FOUND
    const used = mapping ?? job.mapping
    if (!isWellFormedMapping(used, job.columns.length) || !isUsableMapping(used))
      return { _tag: 'BadMapping' }
    return this.move(caller, job, ['draft'], used)
  }

  /** A draft's mapping, chosen before starting (the upload's `mapping` field). */
  async remap(
    caller: Caller,
    jobId: string,
    mapping: ColumnMapping,
  ): Promise<JobView | JobNotFound | BadMapping | WrongState> {
    const job = await ownJob(this.jobs, caller, jobId)
    if (job === undefined) return JOB_NOT_FOUND
    if (!isWellFormedMapping(mapping, job.columns.length)) return { _tag: 'BadMapping' }
    const now = this.clock.now()
    if (!(await this.jobs.transition(jobId, ['draft'], 'draft', now, mapping)))
      return { _tag: 'WrongState', job }
    return viewOf((await this.jobs.find(jobId)) ?? job, now)
  }

  async resume(caller: Caller, jobId: string): Promise<JobView | JobNotFound | WrongState | BulkNotIncluded> {
    const job = await ownJob(this.jobs, caller, jobId)
    if (job === undefined) return JOB_NOT_FOUND
    if (!canResume(job.state)) return { _tag: 'WrongState', job }
    return this.move(caller, job, ['paused', 'cancelled'])
  }

  async cancel(caller: Caller, jobId: string): Promise<JobView | JobNotFound | WrongState> {
    const job = await ownJob(this.jobs, caller, jobId)
    if (job === undefined) return JOB_NOT_FOUND
    const now = this.clock.now()
    if (
      !canCancel(job.state) ||
      !(await this.jobs.transition(jobId, ['running', 'paused'], 'cancelled', now))
    )
      return { _tag: 'WrongState', job }
    return viewOf((await this.jobs.find(jobId)) ?? job, now)
  }

  private async move(
    caller: Caller,
    job: EnrichmentJob,
    from: readonly ('draft' | 'paused' | 'cancelled')[],
    mapping?: ColumnMapping,
  ): Promise<JobView | WrongState | BulkNotIncluded> {
    const now = this.clock.now()
    const { subscriptions } = await this.billing.holdings(caller.userId)
    if (!canBulkEnrich(subscriptions, now)) return { _tag: 'BulkNotIncluded' }
    if (!(await this.jobs.transition(job.id, from, 'running', now, mapping)))
      return { _tag: 'WrongState', job }
    await this.queue.send(RUN_ENRICHMENT_JOB, { jobId: job.id })
    return viewOf((await this.jobs.find(job.id)) ?? job, now)
  }
}

export type ResultRows = {
  readonly _tag: 'ResultRows'
  readonly job: EnrichmentJob
  /** Every row in file order, read a page at a time as the download is written. */
  readonly rows: AsyncIterable<StoredRow>
}

/** GET /api/enrichment/jobs/{id}/result: the rows with their answers, however far the job got. */
export class EnrichmentResult {
  constructor(private readonly jobs: EnrichmentJobs) {}

  async execute(caller: Caller, jobId: string): Promise<ResultRows | JobNotFound> {
    const job = await ownJob(this.jobs, caller, jobId)
    if (job === undefined) return JOB_NOT_FOUND
    const jobs = this.jobs
    async function* rows() {
      for (let after = 0; ; ) {
        const page = await jobs.rows(jobId, after, SCAN_PAGE)
        if (page.length === 0) return
        yield* page
        after = page[page.length - 1]?.rowNo ?? after
      }
    }
    return { _tag: 'ResultRows', job, rows: rows() }
  }
}

export type FoundAddedToList = {
  readonly _tag: 'FoundAddedToList'
  readonly listId: string
  /** People new to the list. */
  readonly added: number
  /** People the job found (each once). */
  readonly found: number
}

/**
 * POST /api/enrichment/jobs/{id}/add-to-list: "add all found to a list…" — every person the job found
 * (found rows that name a profile) joins one of the caller's lists or a new one, by AddContactsToList
 * (people the caller did not reveal are left out). Once the job stopped: finished, cancelled or paused.
 */
export class AddFoundToList {
  constructor(
    private readonly jobs: EnrichmentJobs,
    private readonly addToList: AddContactsToList,
  ) {}

  async execute(
    caller: Caller,
    jobId: string,
    target: ListTarget,
  ): Promise<FoundAddedToList | JobNotFound | WrongState | ListFailure> {
    const job = await ownJob(this.jobs, caller, jobId)
    if (job === undefined) return JOB_NOT_FOUND
    if (!canAddFoundToList(job.state)) return { _tag: 'WrongState', job }
    const ids = await this.jobs.foundProfileIds(jobId)
    const done = await this.addToList.execute(caller, target, ids)
    if (done._tag !== 'AddedToList') return done
    return { _tag: 'FoundAddedToList', listId: done.listId, added: done.added, found: ids.length }
  }
}
