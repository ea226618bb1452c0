import type {
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../../application/server/ports/webhook.repository.port.ts'
import type { ManageWebhooks, WebhookFailure } from '../../../../application/server/webhooks.use-cases.ts'
import { DEFAULT_OVERLAP_HOURS } from '../../../../domain/webhooks/secret-rotation.ts'
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  testWebhook,
  WEBHOOK_CODES,
} from '../../../http-contract/webhooks.ts'
import { failureTable } from '../routing/failure-table.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

const refuseWebhook = failureTable<WebhookFailure>({
  WebhookNotFound: { status: 404, code: WEBHOOK_CODES.notFound, message: 'No such webhook endpoint' },
  TooManyWebhooks: ({ limit }) => ({
    status: 409,
    code: WEBHOOK_CODES.tooMany,
    message: `At most ${limit} webhook endpoints: remove one first`,
  }),
  WebhookUrlRefused: ({ reason }) => ({
    status: 400,
    code: WEBHOOK_CODES.urlRefused,
    message: `Refused: ${reason}`,
  }),
})

const iso = (at: number) => new Date(at).toISOString()
const endpointView = (e: WebhookEndpoint) => ({
  id: e.id,
  url: e.url,
  secret: e.secret,
  previousSecretExpiresAt: e.previousSecret === null ? null : iso(e.previousSecret.expiresAt),
  events: [...e.events],
  createdAt: iso(e.createdAt),
})
const deliveryView = (d: WebhookDelivery) => ({
  id: d.id,
  endpointId: d.endpointId,
  eventType: d.eventType,
  createdAt: iso(d.createdAt),
  state: d.state,
  attempts: d.attempts.map((a) => ({
    at: iso(a.at),
    status: a.status,
    error: a.error,
    response: a.response,
  })),
})

/** Webhook endpoints and their deliveries (issue 21 §4): browser sessions only. */
export const webhookRoutes = (manage: ManageWebhooks): readonly AnyRoute[] => [
  defineRoute(listWebhooks, async ({ caller }) => {
    const { endpoints, deliveries } = await manage.list(caller)
    return { endpoints: endpoints.map(endpointView), deliveries: deliveries.map(deliveryView) }
  }),
  defineRoute(createWebhook, async ({ caller, body }) => {
    const made = await manage.register(caller, body.url, body.events)
    if ('_tag' in made) throw refuseWebhook(made)
    return { endpoint: endpointView(made) }
  }),
  defineRoute(deleteWebhook, async ({ caller, params }) => {
    const removed = await manage.remove(caller, params.id)
    if (removed !== true) throw refuseWebhook(removed)
    return { ok: true }
  }),
  defineRoute(rotateWebhookSecret, async ({ caller, params, body }) => {
    const rotated = await manage.rotateSecret(caller, params.id, body.overlapHours ?? DEFAULT_OVERLAP_HOURS)
    if ('_tag' in rotated) throw refuseWebhook(rotated)
    return { endpoint: endpointView(rotated) }
  }),
  defineRoute(testWebhook, async ({ caller, params }) => {
    const sent = await manage.test(caller, params.id)
    if ('_tag' in sent) throw refuseWebhook(sent)
    return { delivery: deliveryView(sent) }
  }),
]
