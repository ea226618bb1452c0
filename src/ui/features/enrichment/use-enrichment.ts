import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Authorised } from '../../../application/browser/authorised.ts'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  EnrichmentGateway,
  EnrichmentJob,
  ResultFormat,
  UploadFile,
} from '../../../application/browser/ports/enrichment.gateway.port.ts'
import { EnrichmentTokens as T } from '../../../composition/browser/enrichment.area.ts'
import type { ColumnMapping } from '../../../domain/enrichment/column-mapping.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { saveFile } from '../../lib/save-file.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { SUBSCRIPTION_QUERY_PREFIX } from '../companies/use-members-page.ts'

// How often a page asks while a job works (the page polls; a reload picks the job up where it is).
const POLL_MS = 1500

const KEY = ['enrichment'] as const

const isBusy = (job: EnrichmentJob) => job.state === 'running'

/** GET /api/enrichment/jobs: the user's jobs, asked again while any of them works. */
export const enrichmentJobsQuery = (api: Authorised<EnrichmentGateway>, report: ReportFailure) =>
  queryOptions({
    queryKey: [...KEY, 'jobs'],
    queryFn: async () => dataOrThrow(await api.list(), report),
    refetchInterval: (query) => (query.state.data?.jobs.some(isBusy) ? POLL_MS : false),
  })

/** GET /api/enrichment/jobs/{id}: one job, asked again while it works. */
export const enrichmentJobQuery = (
  api: Authorised<EnrichmentGateway>,
  report: ReportFailure,
  jobId: string,
) =>
  queryOptions({
    queryKey: [...KEY, 'job', jobId],
    queryFn: async () => dataOrThrow(await api.get(jobId), report),
    refetchInterval: (query) =>
      query.state.data !== undefined && isBusy(query.state.data) ? POLL_MS : false,
  })

export const useEnrichmentJobs = () =>
  useQuery(enrichmentJobsQuery(useUseCase(T.EnrichmentApi), useFailureReporter('api')))

export const useEnrichmentJob = (jobId: string) =>
  useQuery(enrichmentJobQuery(useUseCase(T.EnrichmentApi), useFailureReporter('api'), jobId))

/** POST /api/enrichment/jobs/{id}/quote for the mapping on screen (also kept on the draft). */
export const useEnrichmentQuote = (jobId: string, mapping: ColumnMapping, enabled: boolean) => {
  const api = useUseCase(T.EnrichmentApi)
  const report = useFailureReporter('api')
  return useQuery({
    queryKey: [...KEY, 'quote', jobId, mapping],
    queryFn: async () => dataOrThrow(await api.quote(jobId, mapping), report),
    enabled,
    placeholderData: (previous) => previous,
  })
}

/**
 * POST /api/enrichment/jobs: the upload. The failures a person can fix (too large, too many rows, not
 * a spreadsheet) come back as the code for the page to say inline; the rest go to SPEC §8's table.
 */
export const useUploadFile = () => {
  const api = useUseCase(T.EnrichmentApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: UploadFile): Promise<EnrichmentJob | { readonly refused: string }> => {
      const answer = await api.upload(file)
      if (isCallFailure(answer)) {
        if (
          answer._tag === 'ApiCallFailed' &&
          answer.code !== undefined &&
          typeof answer.status === 'number' &&
          answer.status < 500 &&
          answer.status !== 401
        )
          return { refused: answer.code }
        return dataOrThrow(answer, report)
      }
      return answer
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

/** Start, cancel, resume: the job's answer replaces what the page shows. */
export const useJobAction = (jobId: string) => {
  const api = useUseCase(T.EnrichmentApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (
      action:
        | { readonly kind: 'start'; readonly mapping: ColumnMapping }
        | { readonly kind: 'cancel' | 'resume' },
    ) =>
      dataOrThrow(
        await (action.kind === 'start'
          ? api.start(jobId, action.mapping)
          : action.kind === 'cancel'
            ? api.cancel(jobId)
            : api.resume(jobId)),
        report,
      ),
    onSuccess: (job) => {
      queryClient.setQueryData([...KEY, 'job', jobId], job)
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'jobs'] })
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_PREFIX })
    },
  })
}

/** GET /api/enrichment/jobs/{id}/result: fetched with the user's token, then saved by the browser. */
export const useDownloadResult = (jobId: string) => {
  const api = useUseCase(T.EnrichmentApi)
  const report = useFailureReporter('api')
  return useMutation({
    mutationFn: async (format: ResultFormat) => {
      const file = dataOrThrow(await api.result(jobId, format), report)
      saveFile(file.name, file.blob)
    },
  })
}

/** POST /api/enrichment/jobs/{id}/add-to-list with a list of the user's (the picker makes a new one first). */
export const useAddFoundToList = (jobId: string) => {
  const api = useUseCase(T.EnrichmentApi)
  return (listId: string) => api.addFoundToList(jobId, { listId })
}
