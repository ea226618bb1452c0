import { billingContract, inviteCodeFor } from '../../../tests/contract/billing.contract.ts'
import { InMemoryBillingRepository } from './in-memory-billing.repository.ts'

billingContract('in-memory fake', async () => {
  const repo = new InMemoryBillingRepository()
  return {
    repo,
    addHolder: async (holder) => repo.addHolder(holder),
    addInvitation: async (id) => {
      repo.inviteCodes.set(id, inviteCodeFor(id))
    },
    usagesOf: async (orderId) => repo.usages.filter((u) => u.orderId === orderId).length,
    close: async () => {},
  }
})
