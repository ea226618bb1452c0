/** One page of a log the service pages for the dashboard. */
export type LogPage<Entry> = {
  readonly entries: readonly Entry[]
  /** 1-based, as asked. */
  readonly page: number
  /** 0 when the log is empty. */
  readonly totalPages: number
  readonly total: number
}

/** A paged answer as the wire sends it (`data` and `meta`), read as one LogPage. */
export const logPageOf = <Entry>(answer: {
  readonly data: readonly Entry[]
  readonly meta: { readonly page: number; readonly totalPages: number; readonly total: number }
}): LogPage<Entry> => ({ entries: answer.data, ...answer.meta })
