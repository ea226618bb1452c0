import { optOutReviewsGatewayContract } from '../../../tests/contract/opt-out-reviews-gateway.contract.ts'
import { InMemoryOptOutReviewsGateway } from './in-memory-opt-out-reviews.gateway.ts'

optOutReviewsGatewayContract('in memory', async () => {
  const gateway = new InMemoryOptOutReviewsGateway(new Set(['admin-token']))
  return {
    gateway,
    admin: 'admin-token',
    user: 'user-token',
    addReview: async (profileLink, relationship) => {
      gateway.add({
        profileLink,
        name: null,
        requesterEmail: 'asker@home.example',
        relationship,
        requestedAt: new Date().toISOString(),
      })
    },
  }
})
