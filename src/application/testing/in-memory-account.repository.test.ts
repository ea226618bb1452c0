import { accountRepositoryContract } from '../../../tests/contract/account-repository.contract.ts'
import { InMemoryAccountRepository } from './in-memory-account.repository.ts'

accountRepositoryContract('in-memory fake', async () => ({
  repo: new InMemoryAccountRepository(),
  close: async () => {},
}))
