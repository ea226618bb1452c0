import { sharedSettingsRepositoryContract } from '../../../../tests/contract/shared-settings-repository.contract.ts'
import { KyselySharedSettingsRepository } from './kysely-shared-settings.repository.ts'
import { openDatabase } from './open-database.ts'

sharedSettingsRepositoryContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { repo: new KyselySharedSettingsRepository(database.db), close: database.close }
})
