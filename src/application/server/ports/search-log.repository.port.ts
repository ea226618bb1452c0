import type { Instant } from '../../../domain/shared/instant.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

/** SPEC §3: getUserContact is a person reveal; anything else a company search. */
export type SearchApiName = 'getUserContact' | 'getCompanyMembers'

export type SearchLogEntry = {
  readonly id: string
  readonly userId: UserId
  readonly username: string
  readonly apiName: SearchApiName
  /** What was asked: `linkedInId` for a reveal; `company`, `domain`, `page` for a members search. */
  readonly requestParams: Readonly<Record<string, string | number>>
  readonly createdAt: Instant
}

/** A line as written: the log numbers it and reads the user's name when it is read. */
export type SearchLogLine = Omit<SearchLogEntry, 'id' | 'username'>

export type SearchLogPage = { readonly total: number; readonly entries: readonly SearchLogEntry[] }

/**
 * The search log (GET /contact/history). A reveal's or a members page's line is written by
 * ContactAccessRepository, in the transaction of what the call decided; `append` is for the rest.
 */
export interface SearchLogRepository {
  append(entry: SearchLogLine): Promise<void>
  /** Newest first; one user's entries, or everyone's when `userId` is null. */
  page(userId: UserId | null, offset: number, limit: number): Promise<SearchLogPage>
}
