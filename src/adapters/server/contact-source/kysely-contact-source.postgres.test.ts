import { describe } from 'vitest'
import { contactSourceContract } from '../../../../tests/contract/contact-source.contract.ts'
import { openDatabase } from '../persistence/open-database.ts'
import { freshPostgresSchema } from '../persistence/testing/fresh-postgres-schema.ts'
import { KyselyContactSource } from './kysely-contact-source.ts'
import { writeContactBatch } from './kysely-contact-writer.ts'
import { worldToBatch } from './testing/world-to-batch.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one (CI sets it). Each run works in a
// schema of its own and drops it afterwards; pg_trgm stays in `public`, shared by every schema.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  contactSourceContract('Kysely on PostgreSQL', async (world) => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    await writeContactBatch(database.db, worldToBatch(world))
    const close = async () => {
      await database.close()
      await schema.drop()
    }
    return { source: new KyselyContactSource(database.db), close }
  })
})
