import { idempotencyStoreContract } from '../../../tests/contract/idempotency-store.contract.ts'
import { InMemoryIdempotencyStore } from './in-memory-idempotency.store.ts'

idempotencyStoreContract('in memory', async () => ({
  store: new InMemoryIdempotencyStore(),
  close: async () => {},
}))
