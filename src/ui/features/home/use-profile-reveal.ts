import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { revealProfile } from '../../../adapters/http-contract/contacts.ts'
import type { CallResult } from '../../../application/browser/ports/api.port.ts'
import { ProfileTokens as T } from '../../../composition/browser/profile.area.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { SUBSCRIPTION_KEY } from '../subscription/use-subscription.ts'
import { logIfSilent } from './reveal-failure.ts'

/** What a look or a reveal answers: the person, the call's failure, or no call (nobody signed in). */
export type ProfileAnswer = CallResult<typeof revealProfile>

const profileKey = (profileId: ProfileId) => ['contact-profile', profileId] as const

const RECHECK_POLL_MS = 3_000
// About a minute and a half of asking; a re-check that takes longer shows on the next visit.
const RECHECK_POLLS = 30

/** How soon to ask again while a revealed email's re-check is pending; false when none is. */
export const recheckPollInterval = (answer: ProfileAnswer | undefined, answers: number): number | false =>
  answer !== undefined &&
  !('_tag' in answer) &&
  answer.emailDetails.some((d) => d.recheckPending) &&
  answers < RECHECK_POLLS
    ? RECHECK_POLL_MS
    : false

const logged = (answer: ProfileAnswer): ProfileAnswer => {
  if ('_tag' in answer && answer._tag === 'ApiCallFailed') logIfSilent(answer)
  return answer
}

/**
 * A signed-in user's look at a person (GET /contact/profile/{id}: masked, with the cost, free) and the
 * reveal that pays for them (`reveal=true`). A revealed answer replaces the look, so the card shows
 * what was bought; a failed reveal is kept apart, the look staying on screen.
 */
export const useProfileReveal = (profileId: ProfileId) => {
  const api = useUseCase(T.ContactsApi)
  const queryClient = useQueryClient()
  const ask = (linkedinId: ProfileId, reveal: 'true' | 'false') =>
    api.revealProfile({ params: { linkedinId }, query: { reveal, want: 'all' } })
  const look = useQuery({
    queryKey: profileKey(profileId),
    queryFn: async () => {
      try {
        return logged(await ask(profileId, 'false'))
      } catch (defect) {
        console.error('profile look-up failed', defect)
        throw defect
      }
    },
    // Free to ask, and what it says (the cost, with the balance behind it) changes as the user pays.
    staleTime: 0,
    retry: false,
    // A stale verdict shown has a re-check on its way: ask again until it lands (issue 19 §3).
    refetchInterval: (query) => recheckPollInterval(query.state.data, query.state.dataUpdateCount),
  })
  const reveal = useMutation({
    mutationFn: async (id: ProfileId) => logged(await ask(id, 'true')),
    onSuccess: (answer, id) => {
      if ('_tag' in answer) return
      queryClient.setQueryData(profileKey(id), answer)
      // A reveal spends credits: whatever shows the balance asks again.
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY })
    },
  })
  const revealAnswer = reveal.variables === profileId ? reveal.data : undefined
  return {
    /** undefined while the first look is on its way. */
    look: look.data,
    /** The look threw (a defect, logged). */
    lookFailed: look.isError,
    retry: () => void look.refetch(),
    reveal: () => reveal.mutate(profileId),
    revealing: reveal.isPending,
    /** The last reveal's failure, if it failed; a missing token has opened its own dialog already. */
    revealFailure:
      revealAnswer !== undefined && '_tag' in revealAnswer && revealAnswer._tag === 'ApiCallFailed'
        ? revealAnswer
        : undefined,
  }
}
