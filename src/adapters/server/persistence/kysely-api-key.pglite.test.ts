import { apiKeyRepositoryContract } from '../../../../tests/contract/api-key-repository.contract.ts'
import { KyselyApiKeyRepository } from './kysely-api-key.repository.ts'
import { openDatabase } from './open-database.ts'
import { addUserRow } from './testing/add-user-row.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
apiKeyRepositoryContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return {
    repo: new KyselyApiKeyRepository(database.db),
    addUser: (profile) => addUserRow(database.db, profile),
    close: database.close,
  }
})
