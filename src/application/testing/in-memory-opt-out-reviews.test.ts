import { optOutReviewsContract } from '../../../tests/contract/opt-out-reviews.contract.ts'
import { InMemoryOptOutReviews } from './in-memory-opt-out-reviews.ts'

optOutReviewsContract('in-memory fake', async () => ({
  reviews: new InMemoryOptOutReviews(),
  close: async () => {},
}))
