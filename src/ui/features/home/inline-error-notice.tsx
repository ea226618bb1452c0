import { Sparkles } from 'lucide-react'
import type { InlineOutcome } from '../../../domain/errors/error-outcome.ts'
import { Button } from '../../components/ui/button.tsx'
import { useErrorText } from './use-error-text.ts'

// The subscription page is in the admin area; a plain link until its route exists.
const DESTINATIONS: Record<NonNullable<InlineOutcome['action']>['goTo'], string> = {
  subscriptionPage: '/admin/subscription',
}

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
          <a href={DESTINATIONS[outcome.action.goTo]}>
            <Sparkles aria-hidden />
            {text(outcome.action.labelKey)}
          </a>
        </Button>
      )}
    </div>
  )
}
