import { openDatabase } from '../persistence/open-database.ts'
import { identityStorageSuite } from './testing/identity-storage.suite.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
identityStorageSuite('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { db: database.db, close: database.close }
})
