import { RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { EmailDetail } from '../../../application/browser/ports/contacts.api.port.ts'
import { BounceButton } from './bounce-button.tsx'
import { EmailVerdictBadge } from './email-verdict-badge.tsx'

/**
 * Under a revealed email: its verdict badge (with what it means as the tooltip) and the date it was
 * checked, "re-checking…" while a fresh check of a stale verdict is on its way, and "Report bounce".
 */
export const EmailCheck = ({ detail }: { detail: EmailDetail }) => {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5" data-email-check={detail.address}>
      <EmailVerdictBadge verdict={detail.status} checkedAt={detail.checkedAt} />
      {detail.recheckPending ? (
        <span
          className="inline-flex items-center gap-1 text-xs text-slate-500"
          title={t('emailVerdict.rechecking_title')}
        >
          <RefreshCw aria-hidden className="size-3 animate-spin" />
          {t('emailVerdict.rechecking')}
        </span>
      ) : null}
      <BounceButton email={detail.address} />
    </div>
  )
}
