import { type CompiledQuery, Kysely, PGliteDialect } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { revealOnce, seedOneReveal } from '../../../../tests/bench/ceilings/one-reveal.ts'
import { collapse, revealStatements } from '../../../../tests/bench/ceilings/reveal-script.ts'
import type { Database } from './database-schema.ts'
import { type OpenDatabase, openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// The pgbench ceiling of issue 25 (tests/bench/ceilings/reveal.pgbench.sql) must run the SQL a reveal
// runs, statement for statement and parameter for parameter, or its ratio means nothing: these tests run
// one reveal through the use case and compare what was sent with the script.

type Sent = { readonly text: string; readonly values: readonly unknown[] }

/** Which script variable stands for each value the reveal sent (the values a reveal knows by name). */
const roleOf = (seeded: { profileId: string; userId: string }, value: unknown): string | undefined => {
  if (value === seeded.userId) return 'uid'
  if (value === seeded.profileId) return 'pid'
  if (typeof value === 'string' && value.startsWith('ceiling-bucket-')) return 'b_id'
  if (value instanceof Date || (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))) return 'at'
  if (value === true) return 'yes'
  return undefined
}

const expectSameAsScript = (
  sent: readonly Sent[],
  script: ReturnType<typeof revealStatements>,
  seeded: { profileId: string; userId: string },
) => {
  expect(sent.map((s) => collapse(s.text))).toEqual(script.map((s) => s.text))
  sent.forEach((s, i) => {
    const variables = script[i]?.variables ?? []
    expect(variables).toHaveLength(s.values.length)
    s.values.forEach((value, p) => {
      const role = roleOf(seeded, value)
      if (role !== undefined)
        expect({ statement: i, parameter: p + 1, variable: variables[p] }).toEqual({
          statement: i,
          parameter: p + 1,
          variable: role,
        })
    })
  })
}

describe('the reveal ceiling script, on PGlite (the statements between begin and commit)', () => {
  let database: OpenDatabase | undefined
  afterAll(() => database?.close())

  it('sends what a reveal sends, in order, with the same parameters', async () => {
    database = await openDatabase({ dataDir: 'memory' })
    const seeded = await seedOneReveal(database, 'pglite')
    const sent: Sent[] = []
    const pglite = database.pglite
    if (pglite === undefined) throw new Error('not PGlite')
    const logged = new Kysely<Database>({
      dialect: new PGliteDialect({ pglite }),
      log: (event) => {
        const query: CompiledQuery = event.query
        sent.push({ text: query.sql, values: query.parameters })
      },
    })
    const outcome = await revealOnce({ ...database, db: logged }, seeded)
    expect(outcome).toMatchObject({ _tag: 'ProfileRevealed', charged: [{ kind: 'lead', quantity: 1 }] })
    const script = revealStatements().filter((s) => !/^(start transaction|begin|commit)\b/.test(s.text))
    expectSameAsScript(sent, script, seeded)
  })
})

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)(
  'the reveal ceiling script, on PostgreSQL (every statement)',
  () => {
    it('sends what a reveal sends, begin and commit included, in order, with the same parameters', async () => {
      const schema = await freshPostgresSchema(databaseUrl ?? '')
      const database = await openDatabase({ databaseUrl: schema.databaseUrl })
      const original = pg.Client.prototype.query
      try {
        const seeded = await seedOneReveal(database, 'postgres')
        const sent: Sent[] = []
        pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
          const [first, second] = args as [
            string | { text: string; values?: unknown[] },
            unknown[] | undefined,
          ]
          sent.push(
            typeof first === 'string'
              ? { text: first, values: second ?? [] }
              : { text: first.text, values: first.values ?? [] },
          )
          return (original as (...a: unknown[]) => unknown).apply(this, args)
        } as typeof pg.Client.prototype.query
        const outcome = await revealOnce(database, seeded)
        pg.Client.prototype.query = original
        expect(outcome).toMatchObject({ _tag: 'ProfileRevealed', charged: [{ kind: 'lead', quantity: 1 }] })
        expectSameAsScript(sent, revealStatements(), seeded)
      } finally {
        pg.Client.prototype.query = original
        await database.close()
        await schema.drop()
      }
    })
  },
)
