import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminApi, CreditGrantRequest } from '../../../application/browser/ports/admin.api.port.ts'
import { UsersTokens as T } from '../../../composition/browser/users.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const USERS = ['admin', 'users'] as const

/** One page of GET /api/admin/users; the page shown stays while the next one loads. */
export const userAccountsQuery = (api: AdminApi, report: ReportFailure, page: number) =>
  queryOptions({
    queryKey: [...USERS, page],
    queryFn: async () => {
      const { data, meta } = dataOrThrow(await api.listUsers({ query: { page } }), report)
      return { users: data, ...meta }
    },
    placeholderData: keepPreviousData,
  })

export const useUserAccounts = (page: number) =>
  useQuery(userAccountsQuery(useUseCase(T.UserAdminApi), useFailureReporter('api'), page))

/** Grants CUSTOM credits; every page of the list is read again, so the new credits show. */
export const useGrantUserCredits = () => {
  const api = useUseCase(T.UserAdminApi)
  const report = useFailureReporter('api')
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { readonly userId: string; readonly request: CreditGrantRequest }) =>
      // The grant also answers the CUSTOM subscription it opened; the page needs only the user.
      dataOrThrow(await api.grantCredits({ params: { id: input.userId }, body: input.request }), report).user,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS }),
  })
}

/** Sets or clears (null) a CUSTOM user's API rate limit; the list is read again, so the row shows it. */
export const useSetApiRateLimit = () => {
  const api = useUseCase(T.UserAdminApi)
  const report = useFailureReporter('api')
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { readonly userId: string; readonly perMinute: number | null }) =>
      dataOrThrow(
        await api.setApiRateLimit({ params: { id: input.userId }, body: { perMinute: input.perMinute } }),
        report,
      ).user,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS }),
  })
}
