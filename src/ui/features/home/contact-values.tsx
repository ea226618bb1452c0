import { Lock, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { EmailDetail } from '../../../application/browser/ports/contacts.api.port.ts'
import { CopyValueButton } from '../../components/copy-value-button.tsx'
import { keyedByOccurrence } from '../../lib/occurrence-keys.ts'
import { EmailCheck } from '../contact-engine/email-check.tsx'

const asStored = (value: string) => value

/** One kind of contact (emails or phones): the values, masked until revealed, each revealed one copyable. */
export const ContactValues = ({
  titleKey,
  Icon,
  values,
  revealed,
  shown = asStored,
  details = [],
}: {
  titleKey: string
  Icon: LucideIcon
  values: readonly string[]
  revealed: boolean
  /** How a revealed value reads (a phone with spaces); the copy button copies the value itself. */
  shown?: (value: string) => string
  /** Emails only: each revealed address's verdict and date, shown under it with "Report bounce". */
  details?: readonly EmailDetail[]
}) => {
  const { t } = useTranslation()
  return (
    <div className="min-w-0">
      <h3 className="flex items-center gap-2 text-sm font-medium text-slate-500">
        <Icon aria-hidden className="size-4" />
        {t(titleKey)}
      </h3>
      {values.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('home.reveal.none')}</p>
      ) : (
        // Masked values can repeat (two emails at one domain), so each key counts its equal values.
        <ul className="mt-2 space-y-1.5">
          {keyedByOccurrence(values, (value) => value).map(({ key, item: value }) => (
            <li
              key={key}
              className="flex min-h-10 items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white py-1 pr-1 pl-3"
            >
              {revealed ? (
                <>
                  <div className="min-w-0">
                    <span className="text-sm text-slate-900 tabular-nums [overflow-wrap:anywhere]">
                      {shown(value)}
                    </span>
                    <EmailDetailOf details={details} address={shown(value)} />
                  </div>
                  <CopyValueButton value={value} />
                </>
              ) : (
                <>
                  <span className="min-w-0 text-sm text-slate-500 tabular-nums [overflow-wrap:anywhere]">
                    {value}
                  </span>
                  <span
                    className="flex shrink-0 items-center px-2 text-slate-400"
                    title={t('home.reveal.hidden')}
                  >
                    <Lock aria-hidden className="size-4" />
                    <span className="sr-only">{t('home.reveal.hidden')}</span>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

const EmailDetailOf = ({ details, address }: { details: readonly EmailDetail[]; address: string }) => {
  const detail = details.find((d) => d.address === address)
  return detail === undefined ? null : <EmailCheck detail={detail} />
}
