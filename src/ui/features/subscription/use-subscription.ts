import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { SubscriptionApi } from '../../../application/browser/ports/subscription.api.port.ts'
import { SubscriptionTokens as T } from '../../../composition/browser/subscription.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /payment/subscription's key; anything that spends or grants credits invalidates this prefix. */
export const SUBSCRIPTION_KEY = ['subscription'] as const

export const subscriptionOverviewQuery = (api: SubscriptionApi, report: ReportFailure) =>
  queryOptions({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => dataOrThrow(await api.subscriptionOverview(), report),
  })

export const useSubscriptionOverview = () =>
  useQuery(subscriptionOverviewQuery(useUseCase(T.SubscriptionApi), useFailureReporter('api')))

/**
 * The same overview for a small aside (the credits left under a reveal, in the popup): a failed read
 * shows nothing and reports nothing, since the reveal beside it says what matters.
 */
export const useQuietSubscriptionOverview = () => {
  const api = useUseCase(T.SubscriptionApi)
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => {
      const answer = await api.subscriptionOverview()
      if (isCallFailure(answer)) throw new Error(`subscription: ${answer._tag}`)
      return answer
    },
  })
}

/** POST /payment/subscription/cancel: the answer is the new overview; a refusal is reported, then re-read. */
export const useCancelPlan = () => {
  const api = useUseCase(T.SubscriptionApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (subscriptionId: string) =>
      dataOrThrow(await api.cancelSubscription({ body: { subscriptionId } }), report),
    onSuccess: (overview) => queryClient.setQueryData(SUBSCRIPTION_KEY, overview),
    // Refused (say, already cancelled in another tab): show what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY, exact: true }),
  })
}
