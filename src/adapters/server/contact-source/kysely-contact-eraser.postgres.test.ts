import { describe } from 'vitest'
import { contactEraserContract } from '../../../../tests/contract/contact-eraser.contract.ts'
import { openDatabase } from '../persistence/open-database.ts'
import { freshPostgresSchema } from '../persistence/testing/fresh-postgres-schema.ts'
import { KyselyContactEraser } from './kysely-contact-eraser.ts'
import { KyselyContactSource } from './kysely-contact-source.ts'
import { writeContactBatch } from './kysely-contact-writer.ts'
import { worldToBatch } from './testing/world-to-batch.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one (CI sets it).
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  contactEraserContract('Kysely on PostgreSQL', async (world) => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    await writeContactBatch(database.db, worldToBatch(world))
    return {
      source: new KyselyContactSource(database.db),
      eraser: new KyselyContactEraser(database.db),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
