import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one (CI sets it).
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL: statements that repeat run prepared', () => {
  it('prepares a statement with parameters on its second run, on that connection, with the same answers', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: 1 })
    try {
      const ask = (n: number) =>
        sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(database.db)
      const answers = [await ask(1), await ask(2), await ask(3)].map((r) => r.rows[0]?.doubled)
      expect(answers).toEqual([2, 4, 6])
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where statement like '%as doubled'`.execute(database.db)
      expect(rows).toHaveLength(1)
      // A statement run once is not prepared, nor one without parameters (begin, commit: a simple query).
      await sql`select ${'once'}::text as only_once`.execute(database.db)
      for (let run = 0; run < 3; run++) await sql`select 'plain' as no_parameters`.execute(database.db)
      const unprepared = await sql`
        select name from pg_prepared_statements
        where statement like '%only_once' or statement like '%no_parameters'`.execute(database.db)
      expect(unprepared.rows).toEqual([])
    } finally {
      await database.close()
      await schema.drop()
    }
  })
})
