import { Sparkles } from 'lucide-react'
import { SiteLink } from '../../components/site-link.tsx'
import { Button } from '../../components/ui/button.tsx'
import type { InlineOutcome } from '../../errors/error-outcome.ts'
import { useErrorText } from './use-error-text.ts'

const DESTINATIONS = {
  subscriptionPage: '/admin/subscription',
} as const satisfies Record<NonNullable<InlineOutcome['action']>['goTo'], string>

/** A SPEC §8 failure shown in place (the reveal's credits-exhausted message with its upgrade button). */
export const InlineErrorNotice = ({ outcome }: { outcome: InlineOutcome }) => {
  const text = useErrorText()
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">{text(outcome.messageKey)}</p>
        {outcome.descriptionKey === null ? null : (
          <p className="mt-1 text-sm text-amber-900">{text(outcome.descriptionKey)}</p>
        )}
      </div>
      {outcome.action === null ? null : (
        <Button asChild className="shrink-0">
          <SiteLink to={DESTINATIONS[outcome.action.goTo]}>
            <Sparkles aria-hidden />
            {text(outcome.action.labelKey)}
          </SiteLink>
        </Button>
      )}
    </div>
  )
}
