import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { CreditCost, ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'
import { CompaniesTokens as T } from '../../../composition/browser/companies.area.ts'
import { partsCovered, partsToReveal, type RevealWant } from '../../../domain/companies/reveal-choice.ts'
import type { Parts } from '../../../domain/credits/credit-action.ts'
import { classifyError } from '../../errors/classify-error.ts'
import type { InlineOutcome } from '../../errors/error-outcome.ts'
import { useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { SUBSCRIPTION_QUERY_PREFIX } from './use-members-page.ts'

export type RevealStep =
  | { readonly step: 'idle' }
  | {
      readonly step: 'quoted'
      readonly want: RevealWant
      readonly cost: CreditCost
      readonly toReveal: Parts
      /** What the cost pays for; a part to reveal it does not cover stays masked. */
      readonly covered: Parts
    }
  /** SPEC §8: credits exhausted, shown in place with the upgrade button. */
  | { readonly step: 'exhausted'; readonly outcome: InlineOutcome }

// A quote of null (no credit can pay) reads as the reveal's 429 would: the same table, the same message.
const NO_CREDIT = classifyError({ context: 'profileReveal', status: 429 }) as InlineOutcome

/**
 * A member's reveal: Reveal asks the free look-up what it costs (shown in place), Confirm pays. What the
 * answer shows replaces the member's values in the kept page (`onRevealed`); the credits shown elsewhere
 * are refreshed. A 429 is shown in place; other failures are only logged (SPEC §8, 'profileReveal').
 */
export const useMemberReveal = (
  member: { readonly key: string; readonly pending: Parts },
  onRevealed: (profile: ProfileContacts) => void,
) => {
  const api = useUseCase(T.CompaniesApi)
  // The profile call for the wanted parts: a free look quotes them, `reveal=true` pays for them.
  const profile = (want: RevealWant, reveal: 'true' | 'false') =>
    api.revealProfile({ params: { linkedinId: member.key }, query: { reveal, want } })
  const report = useFailureReporter('profileReveal')
  const queryClient = useQueryClient()
  const [state, setState] = useState<RevealStep>({ step: 'idle' })
  const failed = (failure: CallFailure) => {
    const outcome = report(failure)
    setState(outcome._tag === 'Inline' ? { step: 'exhausted', outcome } : { step: 'idle' })
  }
  const quote = useMutation({
    mutationFn: (want: RevealWant) => profile(want, 'false'),
    onSuccess: (answer, want) => {
      if (isCallFailure(answer)) return failed(answer)
      if (answer.cost === null) return setState({ step: 'exhausted', outcome: NO_CREDIT })
      const toReveal = partsToReveal(want, member.pending)
      const covered = partsCovered(
        toReveal,
        answer.cost.charges.map((c) => c.kind),
      )
      setState({ step: 'quoted', want, cost: answer.cost, covered, toReveal })
    },
  })
  const reveal = useMutation({
    mutationFn: (want: RevealWant) => profile(want, 'true'),
    onSuccess: (answer) => {
      if (isCallFailure(answer)) return failed(answer)
      onRevealed(answer)
      setState({ step: 'idle' })
      if (answer.charged.credits > 0)
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_PREFIX })
    },
  })
  return {
    state,
    quoting: quote.isPending,
    paying: reveal.isPending,
    ask: (want: RevealWant) => quote.mutate(want),
    confirm: () => {
      if (state.step === 'quoted') reveal.mutate(state.want)
    },
    cancel: () => setState({ step: 'idle' }),
  }
}
