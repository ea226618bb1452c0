import { createRootRoute, Outlet } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { AuthProvider } from '../features/auth/auth-context.tsx'
import { ErrorBoundaryPage } from '../features/errors/error-boundary-page.tsx'
import { NotFoundPage } from '../features/errors/not-found-page.tsx'

// Every page knows who is signed in, and can open the 'Authentication expired' dialog (SPEC §4).
const Root = () => (
  <AuthProvider>
    <Outlet />
    <Toaster position="bottom-right" visibleToasts={3} />
  </AuthProvider>
)

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorBoundaryPage,
})
