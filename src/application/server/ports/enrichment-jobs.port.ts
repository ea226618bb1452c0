import type { ColumnMapping } from '../../../domain/enrichment/column-mapping.ts'
import type { JobState, RowOutcomeStatus, StoredRowStatus } from '../../../domain/enrichment/job-progress.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

/** What enrichment found for one row (the result file's added columns). */
export type RowAnswer = {
  readonly email: string | null
  readonly verdict: string | null
  /** ISO 8601. */
  readonly checkedAt: string | null
  readonly phones: readonly string[]
  readonly whatsapp: boolean
  readonly company: string | null
  readonly title: string | null
  readonly profileLink: string | null
}

/** A row's stored answer: found (with what), not found, or invalid input (with the reason). */
export type RowOutcome = {
  readonly rowNo: number
  readonly key: string | null
  readonly status: RowOutcomeStatus
  readonly reason: string | null
  readonly answer: RowAnswer | null
  /** Credits this row's answer took (0 when free: nothing found, already paid, a duplicate). */
  readonly charged: number
}

export type EnrichmentJob = {
  readonly id: string
  readonly userId: UserId
  readonly notifyEmail: string | null
  readonly fileName: string
  readonly createdAt: Instant
  readonly expiresAt: Instant
  readonly state: JobState
  readonly columns: readonly string[]
  readonly mapping: ColumnMapping
  readonly totalRows: number
  readonly doneRows: number
  readonly foundRows: number
  readonly notFoundRows: number
  readonly invalidRows: number
  readonly charged: number
  readonly runStartedAt: Instant | null
  readonly runStartedDone: number
  readonly finishedAt: Instant | null
}

export type StoredRow = {
  readonly rowNo: number
  readonly cells: readonly string[]
  readonly status: StoredRowStatus
  readonly reason: string | null
  readonly answer: RowAnswer | null
}

export type NewJob = {
  readonly id: string
  readonly userId: UserId
  readonly notifyEmail: string | null
  readonly fileName: string
  readonly createdAt: Instant
  readonly expiresAt: Instant
}

/**
 * Bulk enrichment jobs and their rows, in the service's database, so a job outlives the process that
 * worked it. Counters move only with a row's first answer, so working a row twice counts it once.
 */
export interface EnrichmentJobs {
  /** A draft with no rows yet. */
  create(job: NewJob): Promise<void>
  /** Rows numbered from `firstRowNo` (1 is the first data row). */
  appendRows(jobId: string, firstRowNo: number, rows: readonly (readonly string[])[]): Promise<void>
  /** The upload is read: its header, its row count and the guessed mapping. */
  completeUpload(
    jobId: string,
    columns: readonly string[],
    totalRows: number,
    mapping: ColumnMapping,
  ): Promise<void>
  /** Forgets a job and its rows (an upload refused half-way, an expired job). */
  discard(jobId: string): Promise<void>
  find(jobId: string): Promise<EnrichmentJob | undefined>
  /** The user's jobs, newest first. */
  list(userId: UserId, limit: number): Promise<readonly EnrichmentJob[]>
  /** Rows in file order after `afterRowNo`, at most `limit`. */
  rows(jobId: string, afterRowNo: number, limit: number): Promise<readonly StoredRow[]>
  /**
   * The people the job found: the profile of each row with status found whose answer names one (a row
   * answered by an address alone names none), each once, in file order.
   */
  foundProfileIds(jobId: string): Promise<readonly ProfileId[]>
  /**
   * The next rows without an answer, in file order: after row `afterRowNo` when given (a run that has
   * answered every row up to it starts there, so it never reads past the rows it answered), else from
   * the first.
   */
  pendingRows(jobId: string, limit: number, afterRowNo?: number): Promise<readonly StoredRow[]>
  /** For each key, the answer of the first row of the job that has it and was answered. */
  answersOf(jobId: string, keys: readonly string[]): Promise<ReadonlyMap<string, RowOutcome>>
  /**
   * Stores answers of pending rows; a row answered already keeps its first answer (its counters are not
   * counted again) but adds any credits charged this time. Returns the job as it now stands.
   */
  record(jobId: string, outcomes: readonly RowOutcome[]): Promise<void>
  /**
   * Moves the job from one of `from` to `to` (with the mapping when starting); false when it was in
   * none of them. Leaving `running` lets go of the lease; entering it starts a new run (for the ETA).
   */
  transition(
    jobId: string,
    from: readonly JobState[],
    to: JobState,
    at: Instant,
    mapping?: ColumnMapping,
  ): Promise<boolean>
  /**
   * Takes (or renews) the right to work a running job until `until`: granted when the job is running and
   * no one else holds an unexpired lease. The job as it stands, or undefined.
   */
  lease(jobId: string, owner: string, now: Instant, until: Instant): Promise<EnrichmentJob | undefined>
  /** Lets go of a lease this owner holds (the job is queued again to go on elsewhere or later). */
  release(jobId: string, owner: string): Promise<void>
  /** Running jobs whose lease ran out (their process died) or that no one took yet, at most `limit`. */
  orphaned(now: Instant, limit: number): Promise<readonly string[]>
  /** Paused jobs (credits ran out), oldest first, at most `limit`. */
  paused(limit: number): Promise<readonly EnrichmentJob[]>
  /** True the first time only: the finished-job mail goes once whoever finishes it. */
  markNotified(jobId: string): Promise<boolean>
  /** Removes jobs whose results expired; how many. */
  deleteExpired(now: Instant): Promise<number>
}
