import { createRootRoute, Outlet } from '@tanstack/react-router'
import { ErrorBoundaryPage } from '../features/errors/error-boundary-page.tsx'
import { NotFoundPage } from '../features/errors/not-found-page.tsx'

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorBoundaryPage,
})
