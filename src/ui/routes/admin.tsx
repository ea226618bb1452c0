import { createFileRoute, Outlet } from '@tanstack/react-router'

// The dashboard layout (guard, sidebar, onboarding) arrives with the dashboard shell.
export const Route = createFileRoute('/admin')({ component: () => <Outlet /> })
