import { customApiLimitRepositoryContract } from '../../../tests/contract/custom-api-limit-repository.contract.ts'
import { InMemoryCustomApiLimitRepository } from './in-memory-custom-api-limit.repository.ts'

customApiLimitRepositoryContract('in memory', async () => {
  const users = new Set<string>()
  return {
    repo: new InMemoryCustomApiLimitRepository((id) => users.has(id)),
    addUser: async (profile) => void users.add(profile.id),
    close: async () => {},
  }
})
