import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestIssuer, type TestIssuer } from '../../src/adapters/server/auth/testing/test-issuer.ts'
import { type OpenDatabase, openDatabase } from '../../src/adapters/server/persistence/open-database.ts'
import {
  type FreshSchema,
  freshPostgresSchema,
} from '../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import { fundUser, peopleWorthRevealing } from '../support/ledger-audit.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// The issue's proof, at full scale: four service processes, as `npm start` runs them, share one
// PostgreSQL database; 200 reveals by one user holding 50 credits race across all four.
const databaseUrl = process.env.DATABASE_URL
const PROCESSES = 4
const REVEALS = 200
const CREDITS = 50
const USER = 'four-process-user'

describe.skipIf(databaseUrl === undefined)('four service processes on one PostgreSQL database', () => {
  let schema: FreshSchema
  let issuer: TestIssuer
  let servers: RunningServer[] = []
  let database: OpenDatabase

  beforeAll(async () => {
    schema = await freshPostgresSchema(databaseUrl ?? '')
    issuer = await startTestIssuer()
    const env = {
      DATABASE_URL: schema.databaseUrl,
      OIDC_ISSUER: issuer.issuer,
      OIDC_AUDIENCE: issuer.audience,
      DEMO_COMPANIES: '25',
    }
    // Started together: migrations and the demo load must each happen once.
    servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServer(env)))
    database = await openDatabase({ databaseUrl: schema.databaseUrl })
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await database?.close()
    await issuer?.close()
    await schema?.drop()
  }, 60_000)

  it('charges exactly 50 of 200 concurrent reveals: balance 0, 50 ledger lines, 50 people revealed', async () => {
    const token = await issuer.token(USER)
    const headers = { authorization: `Bearer ${token}` }
    const [first] = servers
    if (first === undefined) throw new Error('no server')
    // First sight creates the user with the FREE trial; use it up so only the 50 credits can pay.
    expect((await fetch(`${first.url}/api/user/info`, { headers })).status).toBe(200)
    await fundUser(database.db, USER, CREDITS, 'proof-lead')
    const people = await peopleWorthRevealing(database.db, REVEALS)

    const answers = await Promise.all(
      people.map(async (profile_id, i) => {
        const server = servers[i % PROCESSES] ?? first
        const response = await fetch(`${server.url}/api/contact/profile/${profile_id}?reveal=true`, {
          headers,
        })
        return { status: response.status, body: (await response.json()) as { charged?: { credits: number } } }
      }),
    )
    // Every answer is a paid reveal or a refusal for want of credits: nothing else (no 5xx).
    const statuses: Record<number, number> = {}
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1
    const errors = servers.flatMap((s) => s.log().split('\n')).filter((line) => line.includes('"level":50'))
    expect({ statuses, errors }).toEqual({ statuses: { 200: CREDITS, 429: REVEALS - CREDITS }, errors: [] })
    const paid = answers.filter((a) => a.status === 200)
    expect(paid).toHaveLength(CREDITS)
    expect(paid.every((a) => a.body.charged?.credits === 1)).toBe(true)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(REVEALS - CREDITS)

    const lead = await database.db
      .selectFrom('credit_buckets')
      .select(['used', 'granted'])
      .where('id', '=', 'proof-lead')
      .executeTakeFirstOrThrow()
    expect(lead).toEqual({ used: CREDITS, granted: CREDITS })
    const lines = await database.db
      .selectFrom('credit_ledger')
      .select('reference')
      .where('user_id', '=', USER)
      .execute()
    expect(lines).toHaveLength(CREDITS)
    const revealed = await database.db
      .selectFrom('revealed_contacts')
      .select('profile_id')
      .where('user_id', '=', USER)
      .execute()
    expect(new Set(revealed.map((r) => r.profile_id))).toEqual(new Set(lines.map((l) => l.reference)))
  }, 120_000)
})
