import { creditLedgerContract } from '../../../../tests/contract/credit-ledger.contract.ts'
import { KyselyCreditLedgerRepository } from './kysely-credit-ledger.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
creditLedgerContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { repo: new KyselyCreditLedgerRepository(database.db), close: database.close }
})
