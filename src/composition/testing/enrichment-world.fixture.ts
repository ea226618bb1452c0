// Test support, not product code: bulk jobs made the way a user makes them (a Pro plan bought with a
// code worth the whole price, a file uploaded through the real call), and run by the job engine's own
// unit of work, RunEnrichmentJob, as a worker would. A service started with ENRICHMENT_WORKERS=0 leaves a
// started job running until a test runs it.
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as Enrichment from '../../adapters/http-contract/enrichment.ts'
import { EnrichmentTokens } from '../server/enrichment.area.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'
import { must } from './must.fixture.ts'
import { anInviteCode, placeOrder } from './orders-world.fixture.ts'

/** Settings for a service whose jobs run only when a test runs them. */
export const JOBS_RUN_BY_TESTS = { ENRICHMENT_WORKERS: '0' } as const

const FREE_CODE = 'ENRICHMENT-WORLD-FREE'
const codes = new WeakSet<InProcessApi>()

/** A running Pro plan (bulk enrichment needs one) for the holder of `token`, paid in full by a code. */
export const aProPlan = async (api: InProcessApi, token: string): Promise<void> => {
  if (!codes.has(api)) {
    await anInviteCode(api, FREE_CODE, 1_000_000)
    codes.add(api)
  }
  await placeOrder(api, token, 'MONTHLY_PRO', { inviteCode: FREE_CODE, pay: false })
}

/** A CSV with one `link` column: a profile link per id. */
export const linksFile = (profileIds: readonly string[]): string =>
  ['link', ...profileIds.map((id) => `https://www.linkedin.com/in/${id}`)].join('\n')

/** Uploads the CSV as `fileName` and, unless `start` is false, starts it with the guessed mapping. */
export const uploadJob = async (
  api: InProcessApi,
  token: string,
  csv: string,
  { fileName = 'fair.csv', start = true }: { readonly fileName?: string; readonly start?: boolean } = {},
): Promise<string> => {
  const client = contractClient(Enrichment, injectTransport(api.app), async () => token)
  const form = new FormData()
  // Fields before the file: the service reads them as the form streams in.
  if (start) form.append('start', 'true')
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName)
  return must(await client.uploadEnrichmentFile({ form }), 'the upload').id
}

/** Works the job as the engine's workers would, until it is no longer running (finished or paused). */
export const runJob = async (api: InProcessApi, jobId: string): Promise<void> => {
  const run = await api.container.getAsync(EnrichmentTokens.RunEnrichmentJob)
  const jobs = await api.container.getAsync(EnrichmentTokens.EnrichmentJobs)
  do await run.execute(jobId)
  while ((await jobs.find(jobId))?.state === 'running')
}

/** Cancels a running or paused job through the call. */
export const cancelJob = async (api: InProcessApi, token: string, jobId: string): Promise<void> => {
  const client = contractClient(Enrichment, injectTransport(api.app), async () => token)
  must(await client.cancelEnrichmentJob({ params: { id: jobId } }), 'the cancel')
}
