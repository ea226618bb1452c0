import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { PreparedPGliteDialect } from './pglite-prepared-dialect.ts'

// What the dialect must keep of PGlite's own behaviour once statements run prepared: the same rows and
// types, errors with PostgreSQL's codes, transactions that commit or roll back whole.
describe('PGlite with prepared statements', () => {
  const pglite = new PGlite()
  const db = new Kysely<{ t: { id: number; name: string; at: Date; tags: string[] | null } }>({
    dialect: new PreparedPGliteDialect(pglite),
  })
  afterAll(() => db.destroy())

  it('answers a repeated statement the same each time, types parsed, parameters serialised', async () => {
    await sql`create table t (id int primary key, name text not null, at timestamptz not null, tags text[])`.execute(
      db,
    )
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5))
    for (let id = 1; id <= 5; id++)
      await db
        .insertInto('t')
        .values({ id, name: `n${id}`, at, tags: id % 2 === 0 ? ['a', 'b'] : null })
        .execute()
    for (let id = 1; id <= 5; id++)
      expect(await db.selectFrom('t').selectAll().where('id', '=', id).executeTakeFirst()).toEqual({
        id,
        name: `n${id}`,
        at,
        tags: id % 2 === 0 ? ['a', 'b'] : null,
      })
    const updated = await db.updateTable('t').set({ name: 'x' }).where('id', '>', 3).executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(2n)
  })

  it('fails a prepared statement with PostgreSQL’s code, and goes on working', async () => {
    for (let i = 0; i < 3; i++)
      await expect(
        db.insertInto('t').values({ id: 1, name: 'dup', at: new Date(), tags: null }).execute(),
      ).rejects.toMatchObject({
        code: '23505',
      })
    expect(await db.selectFrom('t').select('name').where('id', '=', 1).executeTakeFirst()).toEqual({
      name: 'n1',
    })
  })

  it('keeps a transaction whole: committed together, or rolled back together', async () => {
    await db.transaction().execute(async (trx) => {
      for (let id = 10; id < 13; id++)
        await trx.insertInto('t').values({ id, name: 'in', at: new Date(), tags: null }).execute()
    })
    await expect(
      db.transaction().execute(async (trx) => {
        for (let id = 20; id < 23; id++)
          await trx.insertInto('t').values({ id, name: 'in', at: new Date(), tags: null }).execute()
        await trx.insertInto('t').values({ id: 10, name: 'dup', at: new Date(), tags: null }).execute()
      }),
    ).rejects.toMatchObject({ code: '23505' })
    const ids = await db.selectFrom('t').select('id').where('name', '=', 'in').orderBy('id').execute()
    expect(ids.map((r) => r.id)).toEqual([10, 11, 12])
  })

  it('lets a statement outside a transaction wait for one that is open', async () => {
    let release = () => {}
    const held = new Promise<void>((done) => (release = done))
    const inside = db.transaction().execute(async (trx) => {
      await trx.updateTable('t').set({ name: 'during' }).where('id', '=', 2).execute()
      await held
    })
    await new Promise((done) => setTimeout(done, 20))
    const outside = db.selectFrom('t').select('name').where('id', '=', 2).executeTakeFirst()
    release()
    await inside
    expect(await outside).toEqual({ name: 'during' })
  })
})
