import type { InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as EnrichmentCalls from '../../../adapters/http-contract/enrichment.ts'
import type { AnswerOfCall, Api, FailureCodeOf } from './api.port.ts'

/** Bulk enrichment's calls for a signed-in user (403 BULK_NOT_INCLUDED without a Pro plan). */
export type EnrichmentApi = Api<typeof EnrichmentCalls>

/** A bulk enrichment job as its pages show it (docs/bulk-enrichment.md; dates ISO 8601). */
export type EnrichmentJob = AnswerOfCall<typeof EnrichmentCalls, 'getEnrichmentJob'>

/** A draft's cost and how its first rows read with a mapping. */
export type EnrichmentQuote = AnswerOfCall<typeof EnrichmentCalls, 'quoteEnrichmentJob'>

/** What the upload's failures may say: the codes the page words itself, and the door's. */
export type UploadFailureCode = FailureCodeOf<typeof EnrichmentCalls, 'uploadEnrichmentFile'>

/** A file to upload: what the browser's file picker or a drop gives. */
export type UploadFile = { readonly name: string; readonly blob: Blob }

/** The result's file type, as the result call's `format` names it. */
export type ResultFormat = NonNullable<
  NonNullable<InputOf<typeof EnrichmentCalls.enrichmentResult>['query']>['format']
>
