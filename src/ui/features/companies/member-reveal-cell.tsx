import { Check, Loader2, Unlock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import type { RevealWant } from '../../../domain/companies/reveal-choice.ts'
import type { Parts } from '../../../domain/credits/credit-action.ts'
import { Button } from '../../components/ui/button.tsx'
import { costLabel } from './cost-label.ts'
import { RevealNotice } from './reveal-notice.tsx'
import { useMemberReveal } from './use-member-reveal.ts'

/** The Action column: Reveal → the cost in place → Confirm pays; or what stops it. */
export const MemberRevealCell = ({
  member,
  want,
  onRevealed,
}: {
  member: { readonly key: string; readonly name: string; readonly pending: Parts; readonly any: boolean }
  want: RevealWant | undefined
  onRevealed: (profile: ProfileContacts) => void
}) => {
  const { t } = useTranslation()
  const reveal = useMemberReveal(member, onRevealed)
  const { state } = reveal
  if (state.step === 'exhausted') return <RevealNotice outcome={state.outcome} onClose={reveal.cancel} />
  if (state.step === 'quoted') {
    const masked = (['emails', 'phones'] as const).filter((p) => state.toReveal[p] && !state.covered[p])
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-900">
          {state.cost.credits === 0
            ? t('companies.reveal.question_free')
            : t('companies.reveal.question', { cost: costLabel(t, state.cost) })}
        </p>
        {masked.map((part) => (
          <p key={part} className="text-xs text-amber-800">
            {t(`companies.reveal.stays_masked_${part}`)}
          </p>
        ))}
        <div className="flex gap-2">
          <Button size="sm" disabled={reveal.paying} onClick={reveal.confirm}>
            {reveal.paying ? <Loader2 aria-hidden className="animate-spin" /> : null}
            {t(reveal.paying ? 'companies.reveal.paying' : 'companies.reveal.confirm')}
          </Button>
          <Button size="sm" variant="outline" disabled={reveal.paying} onClick={reveal.cancel}>
            {t('companies.reveal.cancel')}
          </Button>
        </div>
      </div>
    )
  }
  if (want === undefined)
    return member.any ? (
      <span className="inline-flex items-center gap-1 text-sm text-emerald-700">
        <Check aria-hidden className="size-4" />
        {t('companies.reveal.revealed')}
      </span>
    ) : (
      <span className="text-sm text-slate-500">{t('companies.na')}</span>
    )
  // A partial reveal: what was paid for is shown, the rest can be revealed later.
  const stillMasked = member.any ? (['emails', 'phones'] as const).filter((p) => member.pending[p]) : []
  return (
    <div className="space-y-1.5">
      {stillMasked.map((part) => (
        <p key={part} className="text-xs text-slate-600">
          {t(`companies.reveal.partial_${part}`)}
        </p>
      ))}
      <Button
        size="sm"
        variant="outline"
        disabled={reveal.quoting}
        aria-label={t('companies.reveal.button_label', { name: member.name })}
        onClick={() => reveal.ask(want)}
      >
        {reveal.quoting ? <Loader2 aria-hidden className="animate-spin" /> : <Unlock aria-hidden />}
        {t(reveal.quoting ? 'companies.reveal.quoting' : 'companies.reveal.button')}
      </Button>
    </div>
  )
}
