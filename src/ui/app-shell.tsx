import type { ReactNode } from 'react'
import { AlertDialogProvider } from './features/alert/alert-dialog-provider.tsx'
import { AuthProvider } from './features/auth/auth-context.tsx'
import { LazyAppToaster } from './features/toast/lazy-app-toaster.tsx'

/**
 * What every page stands in: who is signed in (and the 'Authentication expired' dialog, SPEC §4), the
 * generic alert dialog (SPEC §2) and the toasts (SPEC §9). The root route renders it, and page tests
 * render their page inside the same one.
 */
export const AppShell = ({ children }: { children: ReactNode }) => (
  <AuthProvider>
    <AlertDialogProvider>{children}</AlertDialogProvider>
    <LazyAppToaster />
  </AuthProvider>
)
