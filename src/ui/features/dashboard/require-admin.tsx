import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useAuth } from '../auth/auth-context.tsx'

/**
 * SPEC §2/§6: admin pages (invitations, users) send anyone else to /admin/search. This only decides
 * what the browser shows; the API refuses the calls behind these pages to non-admins (403).
 * Signed-out visitors never get here: the dashboard layout sends them home first.
 */
export const RequireAdmin = ({ children }: { children: ReactNode }) => {
  const { state } = useAuth()
  if (state.status !== 'signedIn') return null
  if (state.user.role !== 'admin') return <Navigate to="/admin/search" replace />
  return children
}
