// Test support: a fingerprint of every business table, to show that a refused request changed nothing.
import { sql } from 'kysely'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import type { ApiHarness } from './api-harness.ts'

// The embedded provider's own tables are not the API's data, and the migration bookkeeping never moves.
const IGNORED_TABLES = new Set([
  'oidc_payloads',
  'identity_accounts',
  'identity_secrets',
  'kysely_migration',
  'kysely_migration_lock',
])
// Webhook deliveries are updated by the background delivery jobs (each attempt, the next try) while
// other requests are made: a new delivery counts (a row more), an attempt on an earlier one does not.
const COUNTED_ONLY = new Set(['webhook_deliveries'])
// Signing in refreshes when a user was last seen (at most once a minute): bookkeeping, not a change a
// refused request could make on its own.
// Likewise an API key's use: when it was last used and its calls this month (issue 21).
const IGNORED_COLUMNS = ['last_seen_at', 'last_used_at', 'requests', 'usage_month']

/**
 * Settings for a service whose data is compared between snapshots: no bulk enrichment or re-check worker,
 * so a job an earlier request started or queued cannot change the data while a later one is judged.
 */
export const NO_BACKGROUND_WORKERS = { ENRICHMENT_WORKERS: '0', VERIFY_WORKERS: '0' } as const

/** Table name → row count and a hash of its rows (order-independent). */
export type DataSnapshot = Readonly<Record<string, string>>

// The business tables of a service's database: looked up once, as migrations ran before it served.
const tablesOf = new WeakMap<object, Promise<readonly string[]>>()

export const snapshotData = async (api: ApiHarness): Promise<DataSnapshot> => {
  const { db } = await api.container.getAsync(T.Database)
  let names = tablesOf.get(db)
  if (names === undefined) {
    names = sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
      .execute(db)
      .then(({ rows }) => rows.map((r) => r.name).filter((name) => !IGNORED_TABLES.has(name)))
    tablesOf.set(db, names)
  }
  // Every table in one statement: the matrix takes two snapshots a cell, and a statement a table made
  // most of its time round trips.
  const fingerprints = (await names).map(
    (name) => sql<{ name: string; rows: string; hash: string | null }>`
      select ${name}::text as name, count(*)::text as rows,
        md5(string_agg((to_jsonb(t) - ${sql.val(IGNORED_COLUMNS)}::text[])::text, '|' order by
          (to_jsonb(t) - ${sql.val(IGNORED_COLUMNS)}::text[])::text)) as hash
      from ${sql.table(name)} t`,
  )
  const { rows } = await sql<{ name: string; rows: string; hash: string | null }>`${sql.join(
    fingerprints.map((f) => sql`(${f})`),
    sql` union all `,
  )}`.execute(db)
  const snapshot: Record<string, string> = {}
  for (const result of rows) {
    const hash = COUNTED_ONLY.has(result.name) ? 'contents not compared' : (result.hash ?? 'empty')
    snapshot[result.name] = `${result.rows} rows, ${hash}`
  }
  return snapshot
}

/** The tables whose fingerprint differs, with both fingerprints; empty when nothing changed. */
export const changedTables = (before: DataSnapshot, after: DataSnapshot): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 'absent'} → ${after[name] ?? 'absent'}`)
