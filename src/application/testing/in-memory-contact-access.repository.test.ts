import { contactAccessContract } from '../../../tests/contract/contact-access.contract.ts'
import { InMemoryContactAccessRepository } from './in-memory-contact-access.repository.ts'
import { InMemoryCreditLedgerRepository } from './in-memory-credit-ledger.repository.ts'
import { InMemorySearchLogRepository } from './in-memory-search-log.repository.ts'
import { InMemoryUserRepository } from './in-memory-user.repository.ts'

contactAccessContract('in-memory fake', async () => {
  const ledger = new InMemoryCreditLedgerRepository()
  const log = new InMemorySearchLogRepository(new InMemoryUserRepository(ledger))
  return { repo: new InMemoryContactAccessRepository(ledger, log), ledger, log, close: async () => {} }
})
