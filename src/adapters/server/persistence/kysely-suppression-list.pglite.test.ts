import { suppressionListContract } from '../../../../tests/contract/suppression-list.contract.ts'
import { KyselySuppressionList } from './kysely-suppression-list.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
suppressionListContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { listWith: (check) => new KyselySuppressionList(database.db, check), close: database.close }
})
