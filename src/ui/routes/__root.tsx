import { createRootRoute, Outlet } from '@tanstack/react-router'
import { AppShell } from '../app-shell.tsx'
import { ErrorBoundaryPage } from '../errors/error-boundary-page.tsx'
import { NotFoundPage } from '../errors/not-found-page.tsx'
import { PublicPageTitle } from '../features/layout/public-page-title.tsx'

// Every page knows who is signed in, and can open the 'Authentication expired' dialog (SPEC §4),
// the generic alert dialog (SPEC §2) and toasts (SPEC §9).
const Root = () => (
  <AppShell>
    <PublicPageTitle />
    <Outlet />
  </AppShell>
)

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorBoundaryPage,
})
