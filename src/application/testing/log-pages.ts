import { pageCount } from '../../domain/pagination/page-count.ts'
import type { LogPage } from '../browser/ports/log-page.ts'

/** One page of `entries` (already in order), as the service pages its logs. */
export const pageOf = <Entry>(entries: readonly Entry[], page: number, pageSize: number): LogPage<Entry> => ({
  entries: entries.slice((page - 1) * pageSize, page * pageSize),
  page,
  totalPages: pageCount(entries.length, pageSize),
  total: entries.length,
})
