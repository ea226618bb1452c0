import { emailRecordsContract } from '../../../../tests/contract/email-records.contract.ts'
import { kyselyEmailRecordsHarness } from '../../../../tests/contract/kysely/kysely-email-records-harness.ts'
import { openDatabase } from './open-database.ts'

emailRecordsContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return kyselyEmailRecordsHarness(database, database.close)
})
