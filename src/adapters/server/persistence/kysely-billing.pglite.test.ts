import { billingContract } from '../../../../tests/contract/billing.contract.ts'
import { openDatabase } from './open-database.ts'
import { kyselyBillingStore } from './testing/billing-store.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
billingContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return kyselyBillingStore(database, database.close)
})
