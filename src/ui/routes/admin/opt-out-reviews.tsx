import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { pageSearch, parsePageSearch } from '../../features/activity/page-search.ts'
import { OptOutReviewsPage } from '../../features/opt-out-reviews/opt-out-reviews-page.tsx'

const OptOutReviews = () => {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((next: number) => void navigate({ search: pageSearch(next) }), [navigate])
  return <OptOutReviewsPage page={page} onPageChange={onPageChange} />
}

export const Route = createFileRoute('/admin/opt-out-reviews')({
  validateSearch: parsePageSearch,
  component: OptOutReviews,
})
