import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DashboardLayout } from '../features/dashboard/dashboard-layout.tsx'

// The dashboard's frame (guard, sidebar, top bar, onboarding dialog) around every /admin page.
const Admin = () => (
  <DashboardLayout>
    <Outlet />
  </DashboardLayout>
)

export const Route = createFileRoute('/admin')({ component: Admin })
