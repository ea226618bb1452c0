import { suppressionListContract } from '../../../tests/contract/suppression-list.contract.ts'
import { emptySuppressionStore, InMemorySuppressionList } from './in-memory-suppression-list.ts'

suppressionListContract('in-memory fake', async () => {
  const store = emptySuppressionStore()
  return { listWith: (check) => new InMemorySuppressionList(check, store), close: async () => {} }
})
