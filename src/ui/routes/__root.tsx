import { createRootRoute, Outlet } from '@tanstack/react-router'
import { AlertDialogProvider } from '../features/alert/alert-dialog-provider.tsx'
import { AuthProvider } from '../features/auth/auth-context.tsx'
import { ErrorBoundaryPage } from '../features/errors/error-boundary-page.tsx'
import { NotFoundPage } from '../features/errors/not-found-page.tsx'
import { AppToaster } from '../features/toast/app-toaster.tsx'

// Every page knows who is signed in, and can open the 'Authentication expired' dialog (SPEC §4),
// the generic alert dialog (SPEC §2) and toasts (SPEC §9).
const Root = () => (
  <AuthProvider>
    <AlertDialogProvider>
      <Outlet />
    </AlertDialogProvider>
    <AppToaster />
  </AuthProvider>
)

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorBoundaryPage,
})
