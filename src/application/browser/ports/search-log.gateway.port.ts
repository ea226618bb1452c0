import type { ApiCallFailed } from './api-call-failed.ts'
import type { LogPage } from './log-page.ts'

/** One search of GET /contact/history (SPEC §3). */
export type SearchLogEntry = {
  readonly id: string
  /** 'getUserContact': a person looked up or revealed; anything else a company search. */
  readonly apiName: string
  /** What was searched: `linkedInId`, or `company`, `domain` and `page`. */
  readonly requestParams: Readonly<Record<string, string | number>>
  /** ISO 8601. */
  readonly createdAt: string
  readonly user: { readonly id: string; readonly username: string }
}

/** The search log: the caller's own searches, or everyone's for an admin; 10 a page, newest first. */
export interface SearchLogGateway {
  page(accessToken: string, page: number): Promise<LogPage<SearchLogEntry> | ApiCallFailed>
}
