import { enrichmentJobsContract } from '../../../tests/contract/enrichment-jobs.contract.ts'
import { InMemoryEnrichmentJobs } from './in-memory-enrichment-jobs.ts'

enrichmentJobsContract('in memory', async () => ({
  jobs: new InMemoryEnrichmentJobs(),
  close: async () => {},
}))
