import { Ticket } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { optionalInviteCode } from '../../../domain/invitations/invite-code-input.ts'

/**
 * The pricing page's invite-code box (SPEC §5): optional; shown upper-case as typed and normalised
 * (trimmed, upper-cased) when the box is left; the purchase dialog starts from it.
 */
export const InviteCodeField = ({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) => {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="w-full max-w-sm text-left">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('pricing.invite.label')}
      </label>
      <div className="relative mt-1.5">
        <Ticket
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(optionalInviteCode(value) ?? '')}
          placeholder={t('pricing.invite.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-describedby={`${id}-hint`}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 font-mono text-sm tracking-wide uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
        {t('pricing.invite.hint')}
      </p>
    </div>
  )
}
