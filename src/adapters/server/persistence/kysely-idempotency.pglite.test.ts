import { idempotencyStoreContract } from '../../../../tests/contract/idempotency-store.contract.ts'
import { KyselyIdempotencyStore } from './kysely-idempotency.store.ts'
import { openDatabase } from './open-database.ts'

idempotencyStoreContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { store: new KyselyIdempotencyStore(database.db), close: database.close }
})
