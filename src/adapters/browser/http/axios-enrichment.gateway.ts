import type { AxiosInstance } from 'axios'
import {
  type ApiCallFailed,
  apiCallFailed,
  isCallFailure,
} from '../../../application/browser/ports/api-call-failed.ts'
import type {
  EnrichmentGateway,
  EnrichmentJob,
  ResultFormat,
  UploadFile,
} from '../../../application/browser/ports/enrichment.gateway.port.ts'
import type { ColumnMapping } from '../../../domain/enrichment/column-mapping.ts'
import {
  addEnrichmentFoundToList,
  cancelEnrichmentJob,
  enrichmentResult,
  getEnrichmentJob,
  type JobAnswer,
  listEnrichmentJobs,
  quoteEnrichmentJob,
  resumeEnrichmentJob,
  startEnrichmentJob,
  uploadEnrichmentFile,
} from '../../http-contract/enrichment.ts'
import { bearer } from './api-client.ts'
import { callApi, requestOf } from './call-api.ts'
import { readErrorBody } from './error-body.ts'
import { requestJson, unanswered } from './request-json.ts'

const jobOf = (answer: typeof JobAnswer.Type): EnrichmentJob => ({ ...answer })

const orJob = (answer: typeof JobAnswer.Type | ApiCallFailed) =>
  isCallFailure(answer) ? answer : jobOf(answer)

// An upload of 20 MB on a slow line takes longer than the client's usual 60 s.
const UPLOAD_TIMEOUT_MS = 10 * 60_000

const fileNameOf = (disposition: unknown, fallback: string) => {
  const match = typeof disposition === 'string' ? /filename\*=UTF-8''([^;]+)/.exec(disposition) : null
  try {
    return match?.[1] === undefined ? fallback : decodeURIComponent(match[1])
  } catch {
    return fallback
  }
}

/** EnrichmentGateway over the shared API client: /api/enrichment/jobs and below. */
export class AxiosEnrichmentGateway implements EnrichmentGateway {
  constructor(private readonly client: AxiosInstance) {}

  async list(accessToken: string) {
    const body = await callApi(this.client, accessToken, listEnrichmentJobs, {})
    return isCallFailure(body) ? body : { included: body.included, jobs: body.jobs.map(jobOf) }
  }

  async upload(accessToken: string, file: UploadFile) {
    const form = new FormData()
    form.append('file', file.blob, file.name)
    const answer = await requestJson(
      this.client,
      accessToken,
      {
        method: uploadEnrichmentFile.method,
        url: uploadEnrichmentFile.path,
        data: form,
        timeout: UPLOAD_TIMEOUT_MS,
      },
      uploadEnrichmentFile.response,
    )
    return orJob(answer)
  }

  async get(accessToken: string, jobId: string) {
    return orJob(await callApi(this.client, accessToken, getEnrichmentJob, { params: { id: jobId } }))
  }

  async quote(accessToken: string, jobId: string, mapping: ColumnMapping) {
    const body = await callApi(this.client, accessToken, quoteEnrichmentJob, {
      params: { id: jobId },
      body: { mapping },
    })
    if (isCallFailure(body)) return body
    return {
      ...body,
      preview: body.preview.map((row) => ({
        cells: row.cells,
        kind: row.reading.kind,
        detail: row.reading.detail,
      })),
    }
  }

  async start(accessToken: string, jobId: string, mapping: ColumnMapping) {
    return orJob(
      await callApi(this.client, accessToken, startEnrichmentJob, {
        params: { id: jobId },
        body: { mapping },
      }),
    )
  }

  async cancel(accessToken: string, jobId: string) {
    return orJob(await callApi(this.client, accessToken, cancelEnrichmentJob, { params: { id: jobId } }))
  }

  async resume(accessToken: string, jobId: string) {
    return orJob(await callApi(this.client, accessToken, resumeEnrichmentJob, { params: { id: jobId } }))
  }

  async addFoundToList(
    accessToken: string,
    jobId: string,
    target: { readonly listId: string } | { readonly newListName: string },
  ) {
    const body = await callApi(this.client, accessToken, addEnrichmentFoundToList, {
      params: { id: jobId },
      body: target,
    })
    return isCallFailure(body) ? body : { listId: body.listId, added: body.added, found: body.found }
  }

  async result(accessToken: string, jobId: string, format: ResultFormat) {
    try {
      const response = await this.client.request<Blob>({
        ...requestOf(enrichmentResult, { params: { id: jobId }, query: { format } }),
        responseType: 'blob',
        timeout: UPLOAD_TIMEOUT_MS,
        headers: bearer(accessToken),
      })
      if (response.status < 200 || response.status >= 300) {
        const text = await response.data.text().catch(() => '')
        let parsed: unknown = text
        try {
          parsed = JSON.parse(text)
        } catch {}
        return apiCallFailed(response.status, readErrorBody(parsed))
      }
      return {
        name: fileNameOf(response.headers['content-disposition'], `result.${format}`),
        blob: response.data,
      }
    } catch (error) {
      return unanswered(error)
    }
  }
}
