import { searchLogContract } from '../../../tests/contract/search-log.contract.ts'
import { InMemoryCreditLedgerRepository } from './in-memory-credit-ledger.repository.ts'
import { InMemorySearchLogRepository } from './in-memory-search-log.repository.ts'
import { InMemoryUserRepository } from './in-memory-user.repository.ts'

searchLogContract('in-memory fake', async () => {
  const users = new InMemoryUserRepository(new InMemoryCreditLedgerRepository())
  return { repo: new InMemorySearchLogRepository(users), users, close: async () => {} }
})
