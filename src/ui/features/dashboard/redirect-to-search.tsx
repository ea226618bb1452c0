import { Navigate } from '@tanstack/react-router'

/** SPEC §2: the dashboard's index is the company search; one address for it keeps the sidebar right. */
export const RedirectToSearch = () => <Navigate to="/admin/search" replace />
