import { sharedSettingsRepositoryContract } from '../../../tests/contract/shared-settings-repository.contract.ts'
import { InMemorySharedSettingsRepository } from './in-memory-shared-settings.repository.ts'

sharedSettingsRepositoryContract('in memory', async () => ({
  repo: new InMemorySharedSettingsRepository(),
  close: async () => {},
}))
