// Test support: a throwaway PostgreSQL schema per test run, so runs (and test files) sharing one
// database never see each other's tables and leave nothing behind. Not product code.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export type FreshSchema = {
  readonly name: string
  /** `databaseUrl` with every connection's search_path set to the fresh schema. */
  readonly databaseUrl: string
  drop(): Promise<void>
}

const withClient = async (databaseUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export const freshPostgresSchema = async (databaseUrl: string): Promise<FreshSchema> => {
  const name = `ll_test_${randomBytes(6).toString('hex')}`
  await withClient(databaseUrl, `create schema ${name}`)
  const url = new URL(databaseUrl)
  // libpq's `options` startup parameter: the server applies it to each new connection before any query.
  url.searchParams.set('options', `-c search_path=${name}`)
  return {
    name,
    databaseUrl: url.toString(),
    // The job engine's schema beside it too (pg-boss-job-queue.ts names it `<schema>_pgboss`).
    drop: () => withClient(databaseUrl, `drop schema if exists ${name}, ${name}_pgboss cascade`),
  }
}
