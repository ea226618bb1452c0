import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  EnrichmentApi,
  EnrichmentJob,
  ResultFormat,
  UploadFailureCode,
  UploadFile,
} from '../../../application/browser/ports/enrichment.api.port.ts'
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

// The result's bytes are saved as the service sent them (the CSV with its byte-order mark).
const RESULT_TYPES = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<ResultFormat, string>

/** GET /api/enrichment/jobs: the user's jobs, asked again while any of them works. */
export const enrichmentJobsQuery = (api: EnrichmentApi, report: ReportFailure) =>
  queryOptions({
    queryKey: [...KEY, 'jobs'],
    queryFn: async () => dataOrThrow(await api.listEnrichmentJobs(), report),
    refetchInterval: (query) => (query.state.data?.jobs.some(isBusy) ? POLL_MS : false),
  })

/** GET /api/enrichment/jobs/{id}: one job, asked again while it works. */
export const enrichmentJobQuery = (api: EnrichmentApi, report: ReportFailure, jobId: string) =>
  queryOptions({
    queryKey: [...KEY, 'job', jobId],
    queryFn: async () => dataOrThrow(await api.getEnrichmentJob({ params: { id: jobId } }), report),
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
    queryFn: async () =>
      dataOrThrow(await api.quoteEnrichmentJob({ params: { id: jobId }, body: { mapping } }), report),
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
    mutationFn: async (
      file: UploadFile,
    ): Promise<EnrichmentJob | { readonly refused: UploadFailureCode }> => {
      const form = new FormData()
      form.append('file', file.blob, file.name)
      const answer = await api.uploadEnrichmentFile({ form })
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
          ? api.startEnrichmentJob({ params: { id: jobId }, body: { mapping: action.mapping } })
          : action.kind === 'cancel'
            ? api.cancelEnrichmentJob({ params: { id: jobId } })
            : api.resumeEnrichmentJob({ params: { id: jobId } })),
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
      const file = dataOrThrow(
        await api.enrichmentResult({ params: { id: jobId }, query: { format } }),
        report,
      )
      saveFile(file.filename, new Blob([file.bytes as BlobPart], { type: RESULT_TYPES[format] }))
    },
  })
}

/** POST /api/enrichment/jobs/{id}/add-to-list with a list of the user's (the picker makes a new one first). */
export const useAddFoundToList = (jobId: string) => {
  const api = useUseCase(T.EnrichmentApi)
  return (listId: string) => api.addEnrichmentFoundToList({ params: { id: jobId }, body: { listId } })
}
