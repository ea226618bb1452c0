import { customApiLimitRepositoryContract } from '../../../../tests/contract/custom-api-limit-repository.contract.ts'
import { KyselyCustomApiLimitRepository } from './kysely-custom-api-limit.repository.ts'
import { openDatabase } from './open-database.ts'
import { addUserRow } from './testing/add-user-row.ts'

customApiLimitRepositoryContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return {
    repo: new KyselyCustomApiLimitRepository(database.db),
    addUser: (profile) => addUserRow(database.db, profile),
    close: database.close,
  }
})
