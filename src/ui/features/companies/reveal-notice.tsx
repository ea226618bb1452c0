import { Link } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import type { InlineOutcome } from '../../errors/error-outcome.ts'
import { useErrorText } from '../home/use-error-text.ts'

/** SPEC §8's reveal 429, in the row: 'Credits exhausted, please upgrade your plan' with the upgrade button. */
export const RevealNotice = ({ outcome, onClose }: { outcome: InlineOutcome; onClose: () => void }) => {
  const text = useErrorText()
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5 text-amber-950"
    >
      <p className="text-sm font-semibold">{text(outcome.messageKey)}</p>
      <div className="flex flex-wrap gap-2">
        {outcome.action === null ? null : (
          <Button asChild size="sm">
            <Link to="/admin/subscription">
              <Sparkles aria-hidden />
              {text(outcome.action.labelKey)}
            </Link>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {text('errors.actions.cancel')}
        </Button>
      </div>
    </div>
  )
}
