import { Loader2, Unlock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { costText } from './cost-text.ts'
import { InlineErrorNotice } from './inline-error-notice.tsx'
import { pendingOf } from './pending-parts.ts'
import { inlineOutcomeOf, isProfileNotFound, NO_CREDIT, type ProfileCallFailed } from './reveal-failure.ts'

/**
 * The card's last line: the cost before paying with the reveal button; what was paid after; the
 * credits-exhausted message (with its upgrade button) when no credit can pay; the partial reveal's note.
 */
export const RevealFooter = ({
  profile,
  reveal,
  revealing,
  revealFailure,
}: {
  profile: ProfileContacts
  reveal: () => void
  revealing: boolean
  revealFailure: ProfileCallFailed | undefined
}) => {
  const { t } = useTranslation()
  const pending = pendingOf(profile)
  const anyPending = pending.emails || pending.phones
  const failed = revealFailure === undefined ? null : inlineOutcomeOf(revealFailure)
  if (profile.available.emails === 0 && profile.available.phones === 0)
    return <p className="text-sm text-slate-600">{t('home.reveal.nothing')}</p>
  const paid =
    profile.charged.credits > 0 ? (
      <p className="text-sm font-medium text-emerald-700">
        {t('home.reveal.paid', { cost: costText(t, profile.charged) })}
      </p>
    ) : null
  if (!anyPending) return paid ?? <p className="text-sm text-slate-600">{t('home.reveal.already')}</p>
  const partial =
    profile.revealed.emails || profile.revealed.phones ? (
      <p className="text-sm text-slate-600">
        {t(pending.phones ? 'home.reveal.partial_phones' : 'home.reveal.partial_emails')}
      </p>
    ) : null
  const noCredit = failed ?? (profile.cost === null ? inlineOutcomeOf(NO_CREDIT) : null)
  if (noCredit !== null)
    return (
      <div className="space-y-3">
        {paid}
        {partial}
        <InlineErrorNotice outcome={noCredit} />
      </div>
    )
  return (
    <div className="space-y-3">
      {revealFailure === undefined ? null : (
        <p role="alert" className="text-sm text-red-600">
          {t(isProfileNotFound(revealFailure) ? 'home.reveal.not_found' : 'home.reveal.failed')}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {profile.cost === null ? null : (
          <p className="text-sm text-slate-600">
            <span>{t('home.reveal.cost_label')}</span>{' '}
            <span className="font-semibold text-slate-900" data-testid="reveal-cost">
              {costText(t, profile.cost)}
            </span>
          </p>
        )}
        <Button disabled={revealing} onClick={reveal} className="shrink-0">
          {revealing ? <Loader2 aria-hidden className="animate-spin" /> : <Unlock aria-hidden />}
          {t(revealing ? 'home.reveal.revealing' : 'home.reveal.reveal')}
        </Button>
      </div>
    </div>
  )
}
