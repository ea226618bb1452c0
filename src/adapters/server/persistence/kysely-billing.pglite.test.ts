import { billingContract } from '../../../../tests/contract/billing.contract.ts'
import { kyselyBillingStore } from '../../../../tests/contract/kysely/billing-store.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
billingContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return kyselyBillingStore(database, database.close)
})
