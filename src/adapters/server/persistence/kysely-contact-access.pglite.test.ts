import { contactAccessContract } from '../../../../tests/contract/contact-access.contract.ts'
import { KyselyContactAccessRepository } from './kysely-contact-access.repository.ts'
import { KyselyCreditLedgerRepository } from './kysely-credit-ledger.repository.ts'
import { KyselySearchLogRepository } from './kysely-search-log.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
contactAccessContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return {
    repo: new KyselyContactAccessRepository(database.db),
    ledger: new KyselyCreditLedgerRepository(database.db),
    log: new KyselySearchLogRepository(database.db),
    close: database.close,
  }
})
