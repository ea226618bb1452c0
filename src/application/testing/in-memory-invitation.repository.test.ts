import { invitationRepositoryContract } from '../../../tests/contract/invitation-repository.contract.ts'
import { InMemoryInvitationRepository } from './in-memory-invitation.repository.ts'

invitationRepositoryContract('in-memory fake', async () => {
  const repo = new InMemoryInvitationRepository()
  return {
    repo,
    recordUsage: async (usage) => {
      repo.recordUsage(usage)
    },
    close: async () => {},
  }
})
