import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FindEmailRequest } from '../../../application/browser/ports/email.api.port.ts'
import { EmailFinderTokens as T } from '../../../composition/browser/email-finder.area.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'
import { SUBSCRIPTION_QUERY_PREFIX } from '../companies/use-members-page.ts'

// Both calls may spend credits: the balances shown elsewhere (the subscription page, the top bar) are
// read again after each answer. A failure goes to SPEC §8's table (429 'Credits Exceeded': the toast).

/** GET /api/email/find: one person's work email. */
export const useFindEmail = () => {
  const api = useUseCase(T.EmailApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: FindEmailRequest) =>
      dataOrThrow(await api.findEmail({ query: request }), report),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_PREFIX }),
  })
}

/** POST /api/email/verify: a pasted list, answered in the order sent. */
export const useVerifyEmails = () => {
  const api = useUseCase(T.EmailApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (addresses: readonly string[]) =>
      dataOrThrow(await api.verifyEmails({ body: { addresses: [...addresses] } }), report),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_PREFIX }),
  })
}
