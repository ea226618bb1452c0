import { enrichmentJobsContract } from '../../../../tests/contract/enrichment-jobs.contract.ts'
import { KyselyEnrichmentJobs } from './kysely-enrichment-jobs.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
enrichmentJobsContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { jobs: new KyselyEnrichmentJobs(database.db), close: database.close }
})
