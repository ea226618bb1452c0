import { Lock, MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { EmailDetail } from '../../../application/browser/ports/contacts.api.port.ts'
import type { ContactCell } from '../../../domain/companies/member-row.ts'
import { CopyValueButton } from '../../components/copy-value-button.tsx'
import { cn } from '../../lib/cn.ts'
import { keyedByOccurrence } from '../../lib/occurrence-keys.ts'
import { useInternationalPhone } from '../../lib/use-international-phone.ts'
import { EmailCheck } from '../contact-engine/email-check.tsx'

const BreakAfterAt = ({ value }: { value: string }) => {
  const at = value.lastIndexOf('@')
  if (at < 0) return value
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  )
}

/** The Email or Phone column: values masked until revealed, each revealed one copyable; N/A when none. */
export const ContactList = ({
  kind,
  cell,
  chat = null,
  name,
  details = [],
}: {
  kind: 'email' | 'phone'
  cell: ContactCell | null
  /** The first phone's chat link (phones only). */
  chat?: string | null
  name: string
  /** Emails only: each revealed address's verdict and date, shown under it with "Report bounce". */
  details?: readonly EmailDetail[]
}) => {
  const { t } = useTranslation()
  // A revealed phone reads with spaces; the copy button copies it as stored (E.164).
  const phoneShown = useInternationalPhone(kind === 'phone' && cell?.revealed === true)
  if (cell === null) return <span className="text-sm text-slate-500">{t('companies.na')}</span>
  return (
    <ul className="space-y-0.5">
      {/* Masked values can repeat (two emails at one domain), so each key counts its equal values. */}
      {keyedByOccurrence(cell.values, (value) => value).map(({ key, item: value }, index) => (
        <li
          key={key}
          // A revealed value's copy button (and the WhatsApp link) may go under it, so a revealed phone
          // does not widen the table beside the sidebar at 1280 px; a revealed email's verdict and
          // "Report bounce" go on a line of their own under it.
          className={cn(
            'flex min-h-7 items-center gap-x-1',
            (cell.revealed || (index === 0 && chat !== null)) && 'flex-wrap',
          )}
        >
          <span
            className={cn(
              'min-w-0 text-sm tabular-nums',
              // A phone reads as one piece. An email breaks after its '@' in the table (so the columns fit
              // beside the sidebar), and anywhere it must on a narrow card.
              kind === 'email' ? 'max-md:[overflow-wrap:anywhere]' : 'whitespace-nowrap',
              cell.revealed ? 'text-slate-900' : 'text-slate-500',
            )}
          >
            {kind === 'email' ? <BreakAfterAt value={value} /> : cell.revealed ? phoneShown(value) : value}
          </span>
          {cell.revealed ? (
            <CopyValueButton value={value} className="h-7 px-1.5" />
          ) : (
            <span className="shrink-0 px-1 text-slate-400" title={t('companies.reveal.hidden')}>
              <Lock aria-hidden className="size-3.5" />
              <span className="sr-only">{t('companies.reveal.hidden')}</span>
            </span>
          )}
          {index === 0 && chat !== null ? (
            <a
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('companies.reveal.whatsapp_label', { name })}
              className="inline-flex shrink-0 items-center gap-1 rounded-md bg-emerald-700 px-1.5 py-0.5 text-xs font-medium text-white hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-700 focus-visible:ring-offset-1"
            >
              <MessageCircle aria-hidden className="size-3.5" />
              {t('companies.reveal.whatsapp')}
            </a>
          ) : null}
          <EmailCheckOf details={cell.revealed ? details : []} address={value} />
        </li>
      ))}
    </ul>
  )
}

const EmailCheckOf = ({ details, address }: { details: readonly EmailDetail[]; address: string }) => {
  const detail = details.find((d) => d.address === address)
  return detail === undefined ? null : (
    <div className="basis-full pb-1">
      <EmailCheck detail={detail} />
    </div>
  )
}
