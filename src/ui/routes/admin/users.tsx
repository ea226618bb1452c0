import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { UsersPage } from '../../features/users/users-page.tsx'
import { parseUsersSearch } from '../../features/users/users-search.ts'

const Users = () => {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const goTo = useCallback(
    (next: number) => void navigate({ search: next > 1 ? { page: next } : {} }),
    [navigate],
  )
  return <UsersPage page={page ?? 1} onPageChange={goTo} />
}

export const Route = createFileRoute('/admin/users')({ validateSearch: parseUsersSearch, component: Users })
