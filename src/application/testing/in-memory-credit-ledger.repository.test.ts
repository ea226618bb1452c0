import { creditLedgerContract } from '../../../tests/contract/credit-ledger.contract.ts'
import { InMemoryCreditLedgerRepository } from './in-memory-credit-ledger.repository.ts'

creditLedgerContract('in-memory fake', async () => ({
  repo: new InMemoryCreditLedgerRepository(),
  close: async () => {},
}))
