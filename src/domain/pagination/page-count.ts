/** SPEC §7/§9: a members page holds 10 profiles. */
export const MEMBERS_PAGE_SIZE = 10
/** PRODUCT: the search log shows 10 entries a page. */
export const HISTORY_PAGE_SIZE = 10

// Totals come from the wire; anything not a non-negative number counts as nothing found.
const asTotal = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

/**
 * How many pages `total` items fill, `pageSize` a page: every paged answer's `totalPages`. No items gives
 * 0 pages, not 1: the page shows its empty state and the pager is hidden rather than a lone "1" over an
 * empty table (docs/api.md: "`totalPages` is 0 for an empty log").
 */
export const pageCount = (total: number, pageSize: number): number => {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1)
    throw new RangeError(`page size must be ≥ 1: ${pageSize}`)
  return Math.ceil(asTotal(total) / pageSize)
}

/** SPEC §9: ceil(max of the two total_results / 10); no results, 0 pages. */
export const membersPageCount = (decisionTotal: number, searchTotal: number): number =>
  pageCount(Math.max(asTotal(decisionTotal), asTotal(searchTotal)), MEMBERS_PAGE_SIZE)

export const historyPageCount = (total: number): number => pageCount(total, HISTORY_PAGE_SIZE)
