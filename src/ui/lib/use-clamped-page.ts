import { useEffect } from 'react'

/**
 * A page past the end (a stale or hand-edited ?page=) moves to the last page once the list says how
 * many there are (`undefined` while that is not known). An empty list (0 pages) stays where it is.
 */
export const useClampedPage = (
  totalPages: number | undefined,
  page: number,
  onPageChange: (page: number) => void,
) => {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) onPageChange(totalPages)
  }, [totalPages, page, onPageChange])
}
