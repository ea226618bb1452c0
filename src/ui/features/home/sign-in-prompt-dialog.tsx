import { LogIn } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog.tsx'

/** SPEC §2: an anonymous visitor who searches a profile is asked to sign in first. */
export const SignInPromptDialog = ({
  open,
  onOpenChange,
  onSignIn,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Leaves for the provider; resolves only when it could not. */
  onSignIn: () => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [leaving, setLeaving] = useState(false)
  const signIn = async () => {
    setLeaving(true)
    try {
      await onSignIn()
    } finally {
      setLeaving(false)
    }
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('signInPrompt.title')}</DialogTitle>
        <DialogDescription>{t('signInPrompt.description')}</DialogDescription>
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
          <Button disabled={leaving} onClick={() => void signIn()}>
            <LogIn aria-hidden />
            {t('signInPrompt.signIn')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
