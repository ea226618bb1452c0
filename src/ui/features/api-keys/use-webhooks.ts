import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WebhooksApi } from '../../../application/browser/ports/webhooks.api.port.ts'
import { ApiKeysTokens as T } from '../../../composition/browser/api-keys.area.ts'
import type { WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const KEYS = ['account', 'webhooks'] as const

/** GET /api/webhooks: endpoints and the latest deliveries; read again every few seconds while open. */
export const webhooksQuery = (api: WebhooksApi, report: ReportFailure) =>
  queryOptions({
    queryKey: KEYS,
    queryFn: async () => dataOrThrow(await api.listWebhooks(), report),
    refetchInterval: 5000,
  })

export const useWebhooks = () => useQuery(webhooksQuery(useUseCase(T.WebhooksApi), useFailureReporter('api')))

/** POST /api/webhooks, DELETE /api/webhooks/:id, POST /api/webhooks/:id/test: each reads the list again. */
const useRefresh = () => {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: KEYS })
}

export const useCreateWebhook = () => {
  const api = useUseCase(T.WebhooksApi)
  const report = useFailureReporter('api')
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: async (request: { url: string; events: WebhookEventType[] }) =>
      dataOrThrow(await api.createWebhook({ body: request }), report).endpoint,
    onSuccess,
  })
}

export const useRemoveWebhook = () => {
  const api = useUseCase(T.WebhooksApi)
  const report = useFailureReporter('api')
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.deleteWebhook({ params: { id } }), report),
    onSuccess,
  })
}

export const useTestWebhook = () => {
  const api = useUseCase(T.WebhooksApi)
  const report = useFailureReporter('api')
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: async (id: string) => dataOrThrow(await api.testWebhook({ params: { id } }), report).delivery,
    onSuccess,
  })
}

/** POST /api/webhooks/:id/rotate-secret: the answer carries the new secret, shown once on the card. */
export const useRotateWebhookSecret = () => {
  const api = useUseCase(T.WebhooksApi)
  const report = useFailureReporter('api')
  const onSuccess = useRefresh()
  return useMutation({
    mutationFn: async (id: string) =>
      dataOrThrow(await api.rotateWebhookSecret({ params: { id }, body: {} }), report).endpoint,
    onSuccess,
  })
}
