import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiKeysApi } from '../../../application/browser/ports/api-keys.api.port.ts'
import { ApiKeysTokens as T } from '../../../composition/browser/api-keys.area.ts'
import type { ApiKeyScope } from '../../../domain/api-keys/api-key.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const KEYS = ['account', 'api-keys'] as const

/** GET /api/keys: the user's keys, newest first. */
export const apiKeysQuery = (api: ApiKeysApi, report: ReportFailure) =>
  queryOptions({ queryKey: KEYS, queryFn: async () => dataOrThrow(await api.listApiKeys(), report).keys })

export const useApiKeys = () => useQuery(apiKeysQuery(useUseCase(T.ApiKeysApi), useFailureReporter('api')))

/** POST /api/keys: the answer holds the whole key, shown once. */
export const useCreateApiKey = () => {
  const api = useUseCase(T.ApiKeysApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: { readonly name: string; readonly scopes: readonly ApiKeyScope[] }) =>
      dataOrThrow(
        await api.createApiKey({ body: { name: request.name, scopes: [...request.scopes] } }),
        report,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEYS }),
  })
}

/** DELETE /api/keys/:id. */
export const useRevokeApiKey = () => {
  const api = useUseCase(T.ApiKeysApi)
  const report = useFailureReporter('api')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.revokeApiKey({ params: { id } }), report).key,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEYS }),
  })
}
