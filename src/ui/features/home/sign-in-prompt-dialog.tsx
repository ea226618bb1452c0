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
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) => {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('signInPrompt.title')}</DialogTitle>
        <DialogDescription>{t('signInPrompt.description')}</DialogDescription>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}
