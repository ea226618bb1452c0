import { type Kysely, sql } from 'kysely'

/**
 * The schema holding pg_trgm's functions and operators. Migration 0003 puts the extension in `public`
 * (or finds it elsewhere), which need not be on the connection's search_path, so queries name it.
 */
export const findTrigramSchema = async <DB>(db: Kysely<DB>): Promise<string> => {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  const schema = rows[0]?.schema
  if (schema === undefined) throw new Error('pg_trgm is not installed: has migration 0003-contacts run?')
  return schema
}
