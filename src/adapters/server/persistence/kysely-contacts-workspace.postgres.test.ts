import { describe } from 'vitest'
import { contactsWorkspaceContract } from '../../../../tests/contract/contacts-workspace.contract.ts'
import { kyselyWorkspaceWorld } from '../../../../tests/contract/kysely/workspace-world.ts'
import { KyselyContactsWorkspace } from './kysely-contacts-workspace.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one (CI sets it).
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  contactsWorkspaceContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: 4 })
    return {
      workspace: new KyselyContactsWorkspace(database.db),
      world: kyselyWorkspaceWorld(database.db),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
