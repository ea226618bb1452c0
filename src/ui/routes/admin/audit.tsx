import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { pageSearch, parsePageSearch } from '../../features/activity/page-search.ts'
import { AuditLogPage } from '../../features/audit/audit-log-page.tsx'

const Audit = () => {
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((next: number) => void navigate({ search: pageSearch(next) }), [navigate])
  return <AuditLogPage page={page} onPageChange={onPageChange} />
}

export const Route = createFileRoute('/admin/audit')({
  validateSearch: parsePageSearch,
  component: Audit,
})
