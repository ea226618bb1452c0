/** A paged log's address: `?page=N` (N ≥ 2; page 1 has no parameter). */
export type PageSearch = { readonly page?: number }

const MAX_PAGE = 100_000

// Anything but a whole page number in range is dropped: the log opens on its first page.
export const parsePageSearch = (search: Record<string, unknown>): PageSearch => {
  const page =
    typeof search.page === 'string' || typeof search.page === 'number' ? Number(search.page) : Number.NaN
  return Number.isSafeInteger(page) && page > 1 && page <= MAX_PAGE ? { page } : {}
}

/** The search for a page: none for the first. */
export const pageSearch = (page: number): PageSearch => (page > 1 ? { page } : {})
