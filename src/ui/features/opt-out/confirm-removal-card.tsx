import { Link } from '@tanstack/react-router'
import { CircleCheck, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { optOutMessage } from './opt-out-failure.ts'
import { useConfirmRemoval } from './use-opt-out.ts'

/**
 * Where the mailed link lands. Opening it confirms nothing (mail scanners open links too): the person
 * presses the button, which posts the token.
 */
export const ConfirmRemovalCard = ({ token }: { token: string }) => {
  const { t } = useTranslation()
  const confirm = useConfirmRemoval()
  const result = confirm.data
  if (result !== undefined && !('_tag' in result))
    return (
      <div
        role="status"
        className="flex flex-col gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
          <CircleCheck aria-hidden className="size-5" />
          {t('optOut.confirm.doneTitle')}
        </h2>
        <p className="text-emerald-900">{t('optOut.confirm.doneBody')}</p>
      </div>
    )
  const refused = result === undefined ? null : optOutMessage(result)
  return (
    <section aria-labelledby="opt-out-confirm-title" className="flex flex-col items-start gap-4">
      <h2 id="opt-out-confirm-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert aria-hidden className="size-5 text-brand-600" />
        {t('optOut.confirm.title')}
      </h2>
      <p className="text-slate-700">{t('optOut.confirm.body')}</p>
      <p role="alert" className="min-h-5 text-sm text-red-600">
        {refused === null ? null : t(refused.key)}
      </p>
      {refused === null ? (
        <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending ? t('optOut.confirm.confirming') : t('optOut.confirm.button')}
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to="/opt-out">{t('optOut.confirm.askAgain')}</Link>
        </Button>
      )}
    </section>
  )
}
