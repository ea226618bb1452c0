import { describe, expect, it } from 'vitest'
import { creditLedgerContract } from '../../../../tests/contract/credit-ledger.contract.ts'
import { ChargeCredits } from '../../../application/server/charge-credits.use-case.ts'
import { ALL_PARTS, revealProfile } from '../../../domain/credits/credit-action.ts'
import { aBucket, at } from '../../../domain/credits/credits.fixture.ts'
import { KyselyCreditLedgerRepository } from './kysely-credit-ledger.repository.ts'
import { MIGRATIONS } from './migrations/migrate-to-latest.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server, which a developer machine may not run: skipped unless DATABASE_URL names
// one (CI sets it). Each run works in a schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL
// More connections than the machine has cores, so charges really wait on each other's row lock.
const POOL_SIZE = 16

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  creditLedgerContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: POOL_SIZE })
    const close = async () => {
      await database.close()
      await schema.drop()
    }
    return { repo: new KyselyCreditLedgerRepository(database.db), close }
  })

  it('two processes (pools) opening and charging at once: migrated once, exactly 50 of 200 spent', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    try {
      const processes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: schema.databaseUrl, poolSize: POOL_SIZE })),
      )
      const [first] = processes
      if (first === undefined) throw new Error('no database opened')
      const user = 'shared-user'
      await new KyselyCreditLedgerRepository(first.db).grant(user, [aBucket('lead', 'lead', 50)])
      const reveal = revealProfile({ found: ALL_PARTS })
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const repo = new KyselyCreditLedgerRepository((processes[i % processes.length] ?? first).db)
          return new ChargeCredits(repo).execute({
            userId: user,
            action: reveal,
            now: at(1),
            reference: `${i}`,
          })
        }),
      )
      expect(results.filter((r) => r._tag === 'Spent')).toHaveLength(50)
      const migrations = await first.db
        .withSchema(schema.name)
        .selectFrom('kysely_migration' as never)
        .selectAll()
        .execute()
      expect(migrations).toHaveLength(Object.keys(MIGRATIONS).length)
      await Promise.all(processes.map((p) => p.close()))
    } finally {
      await schema.drop()
    }
  }, 60_000)
})
