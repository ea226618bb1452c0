import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const USERS = ['admin', 'users'] as const

/** One page of GET /api/admin/users; the page shown stays while the next one loads. */
export const useUserAccounts = (page: number) => {
  const list = useUseCase(T.ListUserAccounts)
  const report = useFailureReporter('api')
  return useQuery({
    queryKey: [...USERS, page],
    queryFn: async () => dataOrThrow(await list.execute(page), report),
    placeholderData: keepPreviousData,
  })
}

/** Grants CUSTOM credits; every page of the list is read again, so the new credits show. */
export const useGrantUserCredits = () => {
  const grant = useUseCase(T.GrantUserCredits)
  const report = useFailureReporter('api')
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: Parameters<typeof grant.execute>[0]) =>
      dataOrThrow(await grant.execute(input), report),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS }),
  })
}
