import { optOutReviewsContract } from '../../../../tests/contract/opt-out-reviews.contract.ts'
import { KyselyOptOutReviews } from './kysely-opt-out-reviews.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
optOutReviewsContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { reviews: new KyselyOptOutReviews(database.db), close: database.close }
})
