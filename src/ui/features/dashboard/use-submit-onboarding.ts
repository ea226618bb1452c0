import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingSubmission } from '../../../application/browser/ports/onboarding.api.port.ts'
import type { UserInfo } from '../../../application/browser/ports/user-info.gateway.port.ts'
import { OnboardingTokens as T } from '../../../composition/browser/onboarding.area.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { USER_INFO_QUERY_KEY } from './use-user-info.ts'

/**
 * Sends the onboarding answers or the skip. On success the cached user info gets its collectionId at
 * once (so the dialog closes) and is then read again; a failure is reported (SPEC §8) and changes nothing.
 */
export const useSubmitOnboarding = () => {
  const api = useUseCase(T.OnboardingApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (submission: OnboardingSubmission) =>
      dataOrThrow(await api.completeOnboarding({ body: submission }), report),
    onSuccess: ({ collectionId }) => {
      queryClient.setQueryData<UserInfo>(USER_INFO_QUERY_KEY, (info) => info && { ...info, collectionId })
      void queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY })
    },
  })
}
