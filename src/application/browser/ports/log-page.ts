/** One page of a log the service pages for the dashboard. */
export type LogPage<Entry> = {
  readonly entries: readonly Entry[]
  /** 1-based, as asked. */
  readonly page: number
  /** 0 when the log is empty. */
  readonly totalPages: number
  readonly total: number
}
