import type { QueryCreator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChargeDecision } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { Bucket } from '../../../domain/credits/bucket.ts'
import { aBucket, at } from '../../../domain/credits/credits.fixture.ts'
import { credits } from '../../../domain/credits/credits.ts'
import type { Database } from './database-schema.ts'
import { KyselyCreditLedgerRepository } from './kysely-credit-ledger.repository.ts'
import { writeDecision } from './ledger-transaction.ts'
import { type OpenDatabase, openDatabase } from './open-database.ts'

// writeDecision writes a charge and what it bought in one statement: all of it, or nothing.
let database: OpenDatabase
let ledger: KyselyCreditLedgerRepository
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory' })
  ledger = new KyselyCreditLedgerRepository(database.db)
})
afterAll(() => database.close())

const chargingOne = (bucket: Bucket): Extract<ChargeDecision<string>, { _tag: 'Charge' }> => ({
  _tag: 'Charge',
  buckets: [{ ...bucket, used: credits(bucket.used + 1) }],
  charges: [{ bucketId: bucket.id, kind: bucket.kind, quantity: credits(1) }],
  ledgerAction: 'RevealProfile',
  reference: 'jane-doe',
  at: at(5_000),
  result: 'charged',
})

const recordReveal = (userId: string) => (db: QueryCreator<Database>) =>
  db.insertInto('revealed_contacts').values({
    user_id: userId,
    profile_id: 'jane-doe',
    emails: true,
    phones: false,
    first_revealed_at: new Date(5_000),
    revealed_at: new Date(5_000),
  })

const revealedBy = (userId: string) =>
  database.db.selectFrom('revealed_contacts').selectAll().where('user_id', '=', userId).execute()

describe('writeDecision', () => {
  it('writes the used count, the ledger line and the purchase together', async () => {
    const userId = 'writes-all'
    const bucket = aBucket(`${userId}-lead`, 'lead', 10)
    await ledger.grant(userId, [bucket])
    await database.db
      .transaction()
      .execute((trx) => writeDecision(trx, userId, [bucket], chargingOne(bucket), [recordReveal(userId)]))
    expect((await ledger.buckets(userId)).map((b) => b.used)).toEqual([1])
    expect((await ledger.ledger(userId)).map((l) => [l.quantity, l.reference])).toEqual([[1, 'jane-doe']])
    expect(await revealedBy(userId)).toHaveLength(1)
  })

  it('writes nothing when a bucket moved since it was read (a writer that skipped the lock)', async () => {
    const userId = 'moved-under-the-lock'
    const bucket = aBucket(`${userId}-lead`, 'lead', 10)
    await ledger.grant(userId, [bucket])
    await database.db.updateTable('credit_buckets').set({ used: 3 }).where('id', '=', bucket.id).execute()
    await expect(
      database.db
        .transaction()
        .execute((trx) => writeDecision(trx, userId, [bucket], chargingOne(bucket), [recordReveal(userId)])),
    ).rejects.toThrow(`bucket ${bucket.id} changed under the lock`)
    expect((await ledger.buckets(userId)).map((b) => b.used)).toEqual([3])
    expect(await ledger.ledger(userId)).toEqual([])
    expect(await revealedBy(userId)).toEqual([])
  })
})
