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

export type SearchLogPage = { readonly total: number; readonly entries: readonly SearchLogEntry[] }

/** The search log (GET /contact/history). */
export interface SearchLogRepository {
  append(entry: Omit<SearchLogEntry, 'id' | 'username'>): Promise<void>
  /** Newest first; one user's entries, or everyone's when `userId` is null. */
  page(userId: UserId | null, offset: number, limit: number): Promise<SearchLogPage>
}
