import { describe } from 'vitest'
import { auditLogContract } from '../../../../tests/contract/audit-log.contract.ts'
import { KyselyAuditLogRepository } from './kysely-audit-log.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server, which a developer machine may not run: skipped unless DATABASE_URL names
// one (CI sets it). Each run works in a schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  auditLogContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    const close = async () => {
      await database.close()
      await schema.drop()
    }
    return { repo: new KyselyAuditLogRepository(database.db), close }
  })
})
