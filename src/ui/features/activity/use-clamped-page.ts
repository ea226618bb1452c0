import { useEffect } from 'react'

/**
 * A page past the end (a stale or hand-edited ?page=) moves to the last page once the log says how
 * many there are.
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
