import { searchLogContract } from '../../../../tests/contract/search-log.contract.ts'
import { KyselySearchLogRepository } from './kysely-search-log.repository.ts'
import { KyselyUserRepository } from './kysely-user.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
searchLogContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return {
    repo: new KyselySearchLogRepository(database.db),
    users: new KyselyUserRepository(database.db),
    close: database.close,
  }
})
