import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type Transaction,
} from 'kysely'
import type { Database } from './database-schema.ts'

/** Builds queries and compiles them, never runs one: what compiledOnce builds with. */
export const COMPILE_ONLY = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

// A value no caller passes: it marks where each argument lands among the compiled parameters.
const MARK = '\u0000compiled-once:'

type Slot = { readonly argument: number } | { readonly constant: unknown }

/**
 * A statement of the hot path (a reveal's person read, the user's lock, the buckets read under it) built
 * and compiled by Kysely once, then sent as the same text with each call's values. Building and compiling
 * was about a quarter of the server's CPU a reveal (issue 25), the same work each time for the same text;
 * the text stays exactly Kysely's, so it is prepared as before and the pgbench ceiling's script matches
 * it. `build` compiles with the db it is given, and gets one marker a parameter, to use as a value only.
 */
export const compiledOnce = <Args extends readonly string[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...args: Args) => CompiledQuery<Row>,
) => {
  let compiled: { readonly sql: string; readonly slots: readonly Slot[] } | undefined
  const compile = () => {
    const marks = Array.from({ length: arity }, (_, i) => `${MARK}${i}`) as unknown as Args
    const query = build(COMPILE_ONLY, ...marks)
    const slots = query.parameters.map(
      (p): Slot =>
        typeof p === 'string' && p.startsWith(MARK)
          ? { argument: Number(p.slice(MARK.length)) }
          : { constant: p },
    )
    const used = new Set(slots.flatMap((s) => ('argument' in s ? [s.argument] : [])))
    if (used.size !== arity)
      throw new Error(`compiledOnce: ${arity - used.size} argument(s) not used as values`)
    return { sql: query.sql, slots }
  }
  return (db: Kysely<Database> | Transaction<Database>, ...args: Args): Promise<QueryResult<Row>> => {
    compiled ??= compile()
    const parameters = compiled.slots.map((s) => ('argument' in s ? args[s.argument] : s.constant))
    return db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>)
  }
}
