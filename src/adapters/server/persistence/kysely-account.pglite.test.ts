import { accountRepositoryContract } from '../../../../tests/contract/account-repository.contract.ts'
import { KyselyAccountRepository } from './kysely-account.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
accountRepositoryContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { repo: new KyselyAccountRepository(database.db), close: database.close }
})
