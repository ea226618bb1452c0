import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx'
import type { AlertDialogState } from './alert-dialog-state.ts'
import { AlertIllustration } from './alert-illustration.tsx'

/** The one generic confirm/cancel alert (SPEC §2): it shows `state`; the owner closes and resets it. */
export const GenericAlertDialog = ({ state, onClose }: { state: AlertDialogState; onClose: () => void }) => {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await state.onConfirm()
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    <AlertDialog
      open={state.isOpen}
      onOpenChange={(open) => {
        if (!open && state.cancelable) onClose()
      }}
    >
      <AlertDialogContent
        onEscapeKeyDown={(event) => {
          if (!state.cancelable) event.preventDefault()
        }}
        {...(state.description ? {} : { 'aria-describedby': undefined })}
      >
        {state.showImage ? <AlertIllustration /> : null}
        <AlertDialogHeader>
          <AlertDialogTitle>{state.title}</AlertDialogTitle>
          {state.description ? <AlertDialogDescription>{state.description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          {state.cancelable ? (
            <AlertDialogCancel disabled={busy}>
              {state.cancelText ?? t('alertDialog.cancel')}
            </AlertDialogCancel>
          ) : null}
          <AlertDialogAction
            disabled={busy}
            onClick={(event) => {
              // Radix would close at once; the dialog closes when the callback settles instead.
              event.preventDefault()
              void confirm()
            }}
          >
            {state.confirmText ?? t('alertDialog.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
