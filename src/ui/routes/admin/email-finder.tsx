import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { EmailFinderPage } from '../../features/email-finder/email-finder-page.tsx'
import {
  type EmailFinderTab,
  parseEmailFinderSearch,
} from '../../features/email-finder/email-finder-search.ts'

const EmailFinder = () => {
  const { tab = 'find' } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onTabChange = useCallback(
    (next: EmailFinderTab) => void navigate({ search: next === 'find' ? {} : { tab: next }, replace: true }),
    [navigate],
  )
  return <EmailFinderPage tab={tab} onTabChange={onTabChange} />
}

export const Route = createFileRoute('/admin/email-finder')({
  validateSearch: parseEmailFinderSearch,
  component: EmailFinder,
})
