import { type RawBuilder, sql } from 'kysely'

export type ColumnSpec<T> = readonly [column: string, pgType: string, value: (row: T) => unknown]

/**
 * `select * from unnest($1::text[], $2::int[], …)`: a whole batch in one statement with one parameter
 * per column, so neither the 65,535-parameter limit nor the parse cost grows with the batch, on
 * PostgreSQL and PGlite alike.
 */
export const unnestRows = <T>(rows: readonly T[], columns: readonly ColumnSpec<T>[]): RawBuilder<unknown> => {
  const arrays = columns.map(([, pgType, value]) => sql`${rows.map(value)}::${sql.raw(pgType)}[]`)
  return sql`select * from unnest(${sql.join(arrays)})`
}

export const columnList = <T>(columns: readonly ColumnSpec<T>[]) =>
  sql.join(columns.map(([column]) => sql.id(column)))
