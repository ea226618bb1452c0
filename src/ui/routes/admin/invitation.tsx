import { createFileRoute } from '@tanstack/react-router'
import { InvitationsPage } from '../../features/invitations/invitations-page.tsx'

export const Route = createFileRoute('/admin/invitation')({ component: InvitationsPage })
