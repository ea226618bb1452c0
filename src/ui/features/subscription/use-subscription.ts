import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /payment/subscription's key; anything that spends or grants credits invalidates this prefix. */
export const SUBSCRIPTION_KEY = ['subscription'] as const

export const useSubscriptionOverview = () => {
  const get = useUseCase(T.GetSubscriptionOverview)
  const report = useFailureReporter('api')
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => dataOrThrow(await get.execute(), report),
  })
}

/** POST /payment/subscription/cancel: the answer is the new overview; a refusal is reported, then re-read. */
export const useCancelPlan = () => {
  const cancel = useUseCase(T.CancelPlan)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (subscriptionId: string) => dataOrThrow(await cancel.execute(subscriptionId), report),
    onSuccess: (overview) => queryClient.setQueryData(SUBSCRIPTION_KEY, overview),
    // Refused (say, already cancelled in another tab): show what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY, exact: true }),
  })
}
