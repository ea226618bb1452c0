import { apiKeyRepositoryContract } from '../../../tests/contract/api-key-repository.contract.ts'
import type { UserProfile } from '../server/ports/user.repository.port.ts'
import { InMemoryApiKeyRepository } from './in-memory-api-key.repository.ts'

apiKeyRepositoryContract('in memory', async () => {
  const users = new Map<string, UserProfile>()
  return {
    repo: new InMemoryApiKeyRepository((id) => users.get(id)),
    addUser: async (profile) => void users.set(profile.id, profile),
    close: async () => {},
  }
})
