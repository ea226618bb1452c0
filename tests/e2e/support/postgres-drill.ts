import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { startTestIssuer, type TestIssuer } from '../../../src/adapters/server/auth/testing/test-issuer.ts'
import type { Database } from '../../../src/adapters/server/persistence/database-schema.ts'
import {
  type FreshSchema,
  freshPostgresSchema,
} from '../../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'

/** What a failure drill on PostgreSQL starts service processes on, and reads the database with. */
export type PostgresDrill = {
  readonly schema: FreshSchema
  readonly issuer: TestIssuer
  /** A connection of the drill's own, beside the service's: it survives what the service does. */
  readonly direct: Kysely<Database>
  /** The service's settings: this schema, the test issuer, the API alone, no rate limits; then `env`. */
  readonly env: Record<string, string>
  /** The connections the service processes hold: a killed one's are let go by PostgreSQL in time. */
  readonly serviceConnections: () => Promise<number>
  readonly close: () => Promise<void>
}

/**
 * A fresh schema, a test issuer and the settings for `npm start` on them. No web app or extension
 * build: a drill needs only the API (start.mjs builds what is missing, so it gets two stand-in files).
 */
export const startPostgresDrill = async (
  databaseUrl: string,
  name: string,
  env: Record<string, string>,
): Promise<PostgresDrill> => {
  const schema = await freshPostgresSchema(databaseUrl)
  const issuer = await startTestIssuer()
  const tempDir = mkdtempSync(join(tmpdir(), `leadlens-${name}-drill-`))
  mkdirSync(join(tempDir, 'web'))
  mkdirSync(join(tempDir, 'extension'))
  writeFileSync(join(tempDir, 'web', 'index.html'), '<!doctype html><title>drill</title>')
  writeFileSync(join(tempDir, 'extension', 'manifest.json'), '{}')
  // Named, so the drill can see when PostgreSQL has let go of a dead process's connections.
  const serviceUrl = new URL(schema.databaseUrl)
  serviceUrl.searchParams.set('application_name', schema.name)
  const direct = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: schema.databaseUrl, max: 2 }) }),
  })
  return {
    schema,
    issuer,
    direct,
    env: {
      DATABASE_URL: serviceUrl.toString(),
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: issuer.audience,
      WEB_DIST_DIR: join(tempDir, 'web'),
      EXTENSION_DIST_DIR: join(tempDir, 'extension'),
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_USER_PER_MINUTE: '0',
      ...env,
    },
    serviceConnections: async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where application_name = ${schema.name}`.execute(
        direct,
      )
      return rows[0]?.n ?? 0
    },
    close: async () => {
      await direct.destroy()
      await issuer.close()
      await schema.drop()
      rmSync(tempDir, { recursive: true, force: true })
    },
  }
}

/** A person whose one address was checked long ago: a reveal shows that verdict and queues a re-check. */
export const holdPersonWithStaleAddress = async (
  database: Kysely<Database>,
  person: { readonly profileId: string; readonly address: string; readonly checkedAt: Date },
) => {
  await database
    .insertInto('people')
    .values({
      profile_id: person.profileId,
      company_id: null,
      name: 'Li Wei',
      title: null,
      is_decision_maker: true,
      seniority: null,
    })
    .execute()
  await database
    .insertInto('emails')
    .values({
      person_id: person.profileId,
      address: person.address,
      status: 'unknown',
      checked_at: person.checkedAt,
    })
    .execute()
}

/** The re-check jobs pg-boss holds for an address, in the drill's schema. */
export const recheckJobsOf = async (database: Kysely<Database>, schemaName: string, address: string) => {
  const { rows } = await sql<{ state: string; retry_count: number }>`
    select state::text as state, retry_count from ${sql.id(`${schemaName}_pgboss`)}.job
    where name = 'recheck-email' and data->>'address' = ${address}`.execute(database)
  return rows
}

/**
 * A GET on a connection of its own, closed after the answer: no kept-alive socket to a process the drill
 * kills or stops is left to be reset under the test runner.
 */
export const getJson = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      let text = ''
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }))
    }).on('error', reject)
  })

/** Waits for `check` to hold, asking every 200 ms (the test's own timeout ends a wait that never ends). */
export const until = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 200))
}
