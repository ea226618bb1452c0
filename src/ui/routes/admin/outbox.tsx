import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { pageSearch, parsePageSearch } from '../../features/activity/page-search.ts'
import { OutboxPage } from '../../features/outbox/outbox-page.tsx'

const Outbox = () => {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((next: number) => void navigate({ search: pageSearch(next) }), [navigate])
  return <OutboxPage page={page} onPageChange={onPageChange} />
}

export const Route = createFileRoute('/admin/outbox')({ validateSearch: parsePageSearch, component: Outbox })
