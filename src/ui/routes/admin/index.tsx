import { createFileRoute } from '@tanstack/react-router'
import { RedirectToSearch } from '../../features/dashboard/redirect-to-search.tsx'

export const Route = createFileRoute('/admin/')({ component: RedirectToSearch })
