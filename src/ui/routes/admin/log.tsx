import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { pageSearch, parsePageSearch } from '../../features/activity/page-search.ts'
import { SearchLogPage } from '../../features/activity/search-log-page.tsx'

const Log = () => {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((next: number) => void navigate({ search: pageSearch(next) }), [navigate])
  return <SearchLogPage page={page} onPageChange={onPageChange} />
}

export const Route = createFileRoute('/admin/log')({ validateSearch: parsePageSearch, component: Log })
