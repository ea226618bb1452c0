import { contactAccessContract } from '../../../tests/contract/contact-access.contract.ts'
import { InMemoryContactAccessRepository } from './in-memory-contact-access.repository.ts'
import { InMemoryCreditLedgerRepository } from './in-memory-credit-ledger.repository.ts'

contactAccessContract('in-memory fake', async () => {
  const ledger = new InMemoryCreditLedgerRepository()
  return { repo: new InMemoryContactAccessRepository(ledger), ledger, close: async () => {} }
})
