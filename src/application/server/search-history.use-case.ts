import { HISTORY_PAGE_SIZE, historyPageCount } from '../../domain/pagination/page-count.ts'
import type { Caller } from './caller.ts'
import type { SearchLogEntry, SearchLogRepository } from './ports/search-log.repository.port.ts'

export type SearchHistoryPage = {
  readonly entries: readonly SearchLogEntry[]
  readonly total: number
  readonly totalPages: number
  readonly page: number
}

/** GET /contact/history: the caller's own searches, newest first; an admin sees everyone's. */
export class SearchHistory {
  constructor(private readonly log: SearchLogRepository) {}

  async execute(caller: Caller, page: number): Promise<SearchHistoryPage> {
    const { total, entries } = await this.log.page(
      caller.isAdmin ? null : caller.userId,
      (page - 1) * HISTORY_PAGE_SIZE,
      HISTORY_PAGE_SIZE,
    )
    return { entries, total, totalPages: historyPageCount(total), page }
  }
}
