/**
 * How many rows the next chunk of a bulk job takes, so the part of a chunk that holds the database
 * stays near a time budget (issue 29 §16: on the embedded PGlite that part holds the service's only
 * connection and its thread, and every request waits for it). Scaled by how long the last chunk's held
 * part took for its rows, at most doubling a step so one fast chunk cannot overshoot, never under the
 * least or over the most. The least is there because part of a chunk's cost is the same at any size (a
 * statement's own cost, the write of answers): below it, more rows' time goes to chunks than to rows.
 */
export const nextChunkSize = ({
  rows,
  heldMs,
  budgetMs,
  least,
  most,
}: {
  /** Rows the last chunk took. */
  readonly rows: number
  /** How long the last chunk held the database. */
  readonly heldMs: number
  readonly budgetMs: number
  readonly least: number
  readonly most: number
}): number => {
  const fitted = heldMs <= 0 ? most : Math.floor((rows * budgetMs) / heldMs)
  return Math.max(Math.min(least, most), Math.min(most, rows * 2, fitted))
}
