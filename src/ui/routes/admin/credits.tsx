import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { CreditLogPage } from '../../features/activity/credit-log-page.tsx'
import { pageSearch, parsePageSearch } from '../../features/activity/page-search.ts'

const Credits = () => {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((next: number) => void navigate({ search: pageSearch(next) }), [navigate])
  return <CreditLogPage page={page} onPageChange={onPageChange} />
}

export const Route = createFileRoute('/admin/credits')({
  validateSearch: parsePageSearch,
  component: Credits,
})
