/** The users page's address: `?page=` (1-based; absent means the first page). */
export type UsersSearch = { readonly page?: number }

// A hand-edited or stale ?page= is dropped rather than refused: the list starts at the first page.
export const parseUsersSearch = (search: Record<string, unknown>): UsersSearch => {
  const page = typeof search.page === 'string' ? Number(search.page) : search.page
  return typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= 100_000 ? { page } : {}
}
