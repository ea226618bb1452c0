import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useAlertDialog } from '../features/alert/alert-dialog-provider.tsx'
import { useAuth } from '../features/auth/auth-context.tsx'
import { toast } from '../features/toast/toast.ts'
import type { DialogAction, ErrorOutcome } from './error-outcome.ts'

/**
 * Shows a failure's outcome (from classifyError): a toast with the server's message where the table
 * says so, or a dialog in the generic alert; `returnTo` is where signing in comes back to. Inline
 * outcomes belong to the component that made the call; silent ones show nothing.
 */
export const useShowOutcome = (returnTo: string) => {
  const { t } = useTranslation()
  const alert = useAlertDialog()
  const auth = useAuth()
  return useCallback(
    (outcome: ErrorOutcome) => {
      if (outcome._tag === 'Toast') toast.error(outcome.serverMessage ?? t(outcome.messageKey))
      if (outcome._tag !== 'Dialog') return
      const actions: Record<DialogAction, () => unknown> = {
        startSignIn: () => auth.signIn(returnTo),
        signOut: () => auth.signOut(),
        openSubscriptionInNewWindow: () => window.open('/admin/subscription', '_blank', 'noopener'),
      }
      alert.open({
        title: t(outcome.titleKey),
        description: t(outcome.descriptionKey),
        confirmText: t(outcome.confirmKey),
        // The generic dialog's own 'Cancel' stands for errors.actions.cancel.
        cancelable: outcome.cancelKey !== null,
        showImage: outcome.showImage,
        onConfirm: actions[outcome.action],
      })
    },
    [t, alert, auth, returnTo],
  )
}
