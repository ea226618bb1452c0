import { useTranslation } from 'react-i18next'
import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { formatDate } from '../activity/format-time.ts'

const VARIANT = {
  valid: 'success',
  accept_all: 'warning',
  unknown: 'neutral',
  invalid: 'danger',
} as const satisfies Record<EmailVerdict, 'success' | 'warning' | 'neutral' | 'danger'>

export type EmailVerdictBadgeProps = {
  readonly verdict: EmailVerdict
  /** ISO 8601: when the verdict was reached, shown as a day after the badge. */
  readonly checkedAt?: string
}

/**
 * A verdict of the contact engine as a coloured badge (docs/contact-engine.md "Verdicts"): its name,
 * and what it means as the title (a native tooltip, so it needs no provider on the home page or in the
 * extension). Its messages are the site's (`emailVerdict`), there on every page.
 */
export const EmailVerdictBadge = ({ verdict, checkedAt }: EmailVerdictBadgeProps) => {
  const { t, i18n } = useTranslation()
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <Badge variant={VARIANT[verdict]} title={t(`emailVerdict.${verdict}.meaning`)} data-verdict={verdict}>
        {t(`emailVerdict.${verdict}.label`)}
      </Badge>
      {checkedAt === undefined ? null : (
        <time dateTime={checkedAt} className="text-xs whitespace-nowrap text-slate-500">
          {t('emailVerdict.checkedOn', { date: formatDate(checkedAt, i18n.resolvedLanguage) })}
        </time>
      )}
    </span>
  )
}
