import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Authorised } from '../../../application/browser/authorised.ts'
import type {
  CreditGrantRequest,
  UserAdminGateway,
} from '../../../application/browser/ports/user-admin.gateway.port.ts'
import { UsersTokens as T } from '../../../composition/browser/users.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const USERS = ['admin', 'users'] as const

/** One page of GET /api/admin/users; the page shown stays while the next one loads. */
export const userAccountsQuery = (api: Authorised<UserAdminGateway>, report: ReportFailure, page: number) =>
  queryOptions({
    queryKey: [...USERS, page],
    queryFn: async () => dataOrThrow(await api.list(page), report),
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
      dataOrThrow(await api.grantCredits(input.userId, input.request), report),
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
      dataOrThrow(await api.setApiRateLimit(input.userId, input.perMinute), report),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS }),
  })
}
