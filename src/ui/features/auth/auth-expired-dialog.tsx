import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { authExpiredDialog } from '../../errors/error-dialogs.ts'

/**
 * SPEC §4 'Authentication expired': opened when a signed-in user's access token cannot be obtained.
 * Not dismissible (an alert dialog: no close button, Escape and outside clicks do nothing), since nothing
 * works until the user signs in again; confirming signs out and returns home.
 */
export const AuthExpiredDialog = ({ open, onConfirm }: { open: boolean; onConfirm: () => Promise<void> }) => {
  const { t } = useTranslation()
  const [leaving, setLeaving] = useState(false)
  const confirm = async () => {
    setLeaving(true)
    try {
      await onConfirm()
    } finally {
      setLeaving(false)
    }
  }
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {t(authExpiredDialog.titleKey)}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600">
            {t(authExpiredDialog.descriptionKey)}
          </AlertDialog.Description>
          <div className="flex justify-end">
            <AlertDialog.Action asChild>
              <Button
                disabled={leaving}
                onClick={(event) => {
                  event.preventDefault()
                  void confirm()
                }}
              >
                {t(authExpiredDialog.confirmKey)}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
