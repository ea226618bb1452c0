import { emailRecordsContract } from '../../../../tests/contract/email-records.contract.ts'
import { openDatabase } from './open-database.ts'
import { kyselyEmailRecordsHarness } from './testing/kysely-email-records-harness.ts'

emailRecordsContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return kyselyEmailRecordsHarness(database, database.close)
})
