import { describe } from 'vitest'
import { contactAccessContract } from '../../../../tests/contract/contact-access.contract.ts'
import { KyselyContactAccessRepository } from './kysely-contact-access.repository.ts'
import { KyselyCreditLedgerRepository } from './kysely-credit-ledger.repository.ts'
import { KyselySearchLogRepository } from './kysely-search-log.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server, which a developer machine may not run: skipped unless DATABASE_URL names
// one (CI sets it). Each run works in a schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL
// More connections than the machine has cores, so reveals really wait on each other's row lock.
const POOL_SIZE = 16

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  contactAccessContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: POOL_SIZE })
    const close = async () => {
      await database.close()
      await schema.drop()
    }
    return {
      repo: new KyselyContactAccessRepository(database.db),
      ledger: new KyselyCreditLedgerRepository(database.db),
      log: new KyselySearchLogRepository(database.db),
      close,
    }
  })
})
