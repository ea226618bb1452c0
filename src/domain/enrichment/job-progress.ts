/** Where a bulk enrichment job is. */
export const JOB_STATES = [
  /** Uploaded and read; waiting for the user to confirm the mapping and the cost. */
  'draft',
  /** Confirmed; rows are being worked through. */
  'running',
  /** Credits ran out: the remaining rows wait ("not enough credits") until the user buys more. */
  'paused',
  /** The user stopped it; what was done is kept and it can be resumed. */
  'cancelled',
  /** Every row has its answer. */
  'finished',
] as const
export type JobState = (typeof JOB_STATES)[number]

/** What a worked row ends as: found, not found, or invalid input. */
export const ROW_OUTCOMES = ['found', 'not_found', 'invalid'] as const
export type RowOutcomeStatus = (typeof ROW_OUTCOMES)[number]

/** A row's status as stored: waiting to be worked, or its outcome. */
export const STORED_ROW_STATUSES = ['pending', ...ROW_OUTCOMES] as const
export type StoredRowStatus = (typeof STORED_ROW_STATUSES)[number]

/** A row's answer in the result file: as stored, or `no_credits` for a pending row of a paused job. */
export const ROW_STATUSES = [...STORED_ROW_STATUSES, 'no_credits'] as const
export type RowStatus = (typeof ROW_STATUSES)[number]

/** What a user may do with a job in a state. */
export const canStart = (state: JobState): boolean => state === 'draft'
export const canCancel = (state: JobState): boolean => state === 'running' || state === 'paused'
export const canResume = (state: JobState): boolean => state === 'paused' || state === 'cancelled'
/** "Add all found to a list": once the job stopped (finished, cancelled, or paused for credits). */
export const canAddFoundToList = (state: JobState): boolean =>
  state === 'finished' || state === 'cancelled' || state === 'paused'

/**
 * How a row that was never reached reads in the result: waiting while the job runs, "not enough
 * credits" once credits stopped it.
 */
export const shownStatus = (status: RowStatus, job: JobState): RowStatus =>
  status === 'pending' && job === 'paused' ? 'no_credits' : status

/**
 * Seconds left at the pace so far (rows done since the job started), or null before there is a pace
 * (nothing done yet, or no time passed) and once nothing is left.
 */
export const etaSeconds = (
  done: number,
  total: number,
  doneSinceStart: number,
  runningMs: number,
): number | null => {
  const left = total - done
  if (left <= 0 || doneSinceStart <= 0 || runningMs <= 0) return null
  return Math.ceil((left * runningMs) / doneSinceStart / 1000)
}
