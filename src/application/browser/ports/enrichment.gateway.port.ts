import type { ColumnMapping } from '../../../domain/enrichment/column-mapping.ts'
import type { JobState } from '../../../domain/enrichment/job-progress.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** A bulk enrichment job as its pages show it (docs/bulk-enrichment.md). */
export type EnrichmentJob = {
  readonly id: string
  readonly fileName: string
  /** ISO 8601. */
  readonly createdAt: string
  readonly expiresAt: string
  readonly state: JobState
  readonly columns: readonly string[]
  readonly mapping: ColumnMapping
  readonly totalRows: number
  readonly doneRows: number
  readonly found: number
  readonly notFound: number
  readonly invalid: number
  readonly charged: number
  readonly etaSeconds: number | null
  readonly finishedAt: string | null
}

export type EnrichmentJobs = { readonly included: boolean; readonly jobs: readonly EnrichmentJob[] }

/** How one row will be read with a mapping. */
export type RowReading = {
  readonly cells: readonly string[]
  readonly kind: 'profile' | 'find' | 'verify' | 'invalid'
  readonly detail: string
}

export type EnrichmentQuote = {
  readonly rows: number
  readonly valid: number
  readonly answerable: number
  readonly distinct: number
  readonly mostCredits: number
  readonly held: number
  readonly preview: readonly RowReading[]
}

/** A file to upload: what the browser's file picker or a drop gives. */
export type UploadFile = { readonly name: string; readonly blob: Blob }

export type ResultFormat = 'csv' | 'xlsx'

/** "Add all found to a list…": what the list got (`added`: people new to it; `found`: people the job found). */
export type FoundAddedToList = { readonly listId: string; readonly added: number; readonly found: number }

/** Bulk enrichment's calls for a signed-in user (403 BULK_NOT_INCLUDED without a Pro plan). */
export interface EnrichmentGateway {
  list(accessToken: string): Promise<EnrichmentJobs | ApiCallFailed>
  upload(accessToken: string, file: UploadFile): Promise<EnrichmentJob | ApiCallFailed>
  get(accessToken: string, jobId: string): Promise<EnrichmentJob | ApiCallFailed>
  quote(accessToken: string, jobId: string, mapping: ColumnMapping): Promise<EnrichmentQuote | ApiCallFailed>
  start(accessToken: string, jobId: string, mapping: ColumnMapping): Promise<EnrichmentJob | ApiCallFailed>
  cancel(accessToken: string, jobId: string): Promise<EnrichmentJob | ApiCallFailed>
  resume(accessToken: string, jobId: string): Promise<EnrichmentJob | ApiCallFailed>
  /** Every person a stopped job found, into one of the user's lists or a new one. */
  addFoundToList(
    accessToken: string,
    jobId: string,
    target: { readonly listId: string } | { readonly newListName: string },
  ): Promise<FoundAddedToList | ApiCallFailed>
  /** The result file as it stands, with the name the service gave it. */
  result(
    accessToken: string,
    jobId: string,
    format: ResultFormat,
  ): Promise<{ readonly name: string; readonly blob: Blob } | ApiCallFailed>
}
