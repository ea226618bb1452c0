import { createHash } from 'node:crypto'
import type { PostgresClientConstructor, PostgresPool, PostgresPoolClient } from 'kysely'
import pg from 'pg'

/** How many distinct statements are prepared at most: each costs memory in every pooled connection. */
const MAX_PREPARED_STATEMENTS = 200
// A statement is named on its second run: one-offs (a bulk insert of an odd size) never take a name.
const RUNS_BEFORE_NAMED = 2
// What counts runs is cleared when it grows this large, so it stays bounded however varied the queries.
const MAX_COUNTED = 10_000
/**
 * A statement whose best plan depends on its values (a substring search: a trigram index for a rare
 * text, a scan for a common one) starts with this comment and is never named, so PostgreSQL plans it
 * for each call's values rather than settling on one generic plan.
 */
export const CUSTOM_PLAN = '/* custom plan */'

/**
 * Decides which statement texts run as named prepared statements, shared by every connection of a pool.
 * The name is a hash of the text, so one name always means one text (pg refuses a name reused for
 * another text on a connection).
 */
export class StatementNames {
  private readonly runs = new Map<string, number>()
  private readonly names = new Map<string, string>()

  constructor(private readonly max = MAX_PREPARED_STATEMENTS) {}

  nameFor(text: string): string | undefined {
    if (text.startsWith(CUSTOM_PLAN)) return undefined
    const known = this.names.get(text)
    if (known !== undefined || this.names.size >= this.max) return known
    const runs = (this.runs.get(text) ?? 0) + 1
    if (runs < RUNS_BEFORE_NAMED) {
      if (this.runs.size >= MAX_COUNTED) this.runs.clear()
      this.runs.set(text, runs)
      return undefined
    }
    this.runs.delete(text)
    const name = `ll_${createHash('sha1').update(text).digest('base64url')}`
    this.names.set(text, name)
    return name
  }

  get size(): number {
    return this.names.size
  }
}

/**
 * The pg pool as Kysely's PostgresDialect uses it, with every statement with parameters that repeats run
 * as a named prepared statement: PostgreSQL parses it (and, once its plans settle, plans it) once per
 * connection instead of on every call. Parsing and planning were half of PostgreSQL's CPU a reveal.
 */
export const preparedStatementPool = (pool: pg.Pool, names = new StatementNames()): PostgresPool => {
  // One wrapper per pg client, for as long as the client lives: Kysely keys its connections by it.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (textOrCursor: unknown, values: readonly unknown[] = []) => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable)
      // Without parameters pg sends the text as a simple query, one message: begin, commit, set, a
      // ping. Nothing of theirs is worth keeping, and the failure drills watch for commit's text.
      const name = values.length > 0 ? names.nameFor(textOrCursor) : undefined
      return name === undefined
        ? client.query(textOrCursor, [...values])
        : client.query({ name, text: textOrCursor, values: [...values] })
    }
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: (destroy?: boolean) => client.release(destroy),
      // Kysely reads the backend's process id to cancel a query.
      get processID() {
        return (client as unknown as { processID?: number }).processID
      },
    } as PostgresPoolClient
  }
  return {
    Client: pg.Client as unknown as PostgresClientConstructor,
    options: pool.options,
    connect: async () => {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (wrapper === undefined) {
        wrapper = wrap(client)
        wrappers.set(client, wrapper)
      }
      return wrapper
    },
    end: () => pool.end(),
  }
}
