import { Schema } from 'effect'
import { DELIVERY_STATES } from '../../domain/webhooks/delivery-state.ts'
import { DEFAULT_OVERLAP_HOURS, MAX_OVERLAP_HOURS } from '../../domain/webhooks/secret-rotation.ts'
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/webhook-event.ts'
import { defineCall } from './call.ts'
import { IsoDate, Text } from './wire-schemas.ts'

// Webhooks (issue 21 §4, docs/api.md "Webhooks"): browser sessions only, like API keys.

export const WEBHOOK_CODES = {
  notFound: 'WEBHOOK_NOT_FOUND',
  tooMany: 'WEBHOOK_LIMIT_REACHED',
  urlRefused: 'WEBHOOK_URL_REFUSED',
} as const

export const WebhookEventTypeSchema = Schema.Literals(WEBHOOK_EVENT_TYPES)

export const WebhookEndpointView = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  /** Signs every delivery: `LeadLens-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`. */
  secret: Schema.String,
  /** After a rotation: until when the previous secret also signs (a second `v1`); null: it does not. */
  previousSecretExpiresAt: Schema.NullOr(IsoDate),
  events: Schema.Array(WebhookEventTypeSchema),
  createdAt: IsoDate,
})

export const WebhookDeliveryView = Schema.Struct({
  id: Schema.String,
  endpointId: Schema.String,
  eventType: Schema.String,
  createdAt: IsoDate,
  state: Schema.Literals(DELIVERY_STATES),
  attempts: Schema.Array(
    Schema.Struct({
      at: IsoDate,
      status: Schema.NullOr(Schema.Number),
      error: Schema.NullOr(Schema.String),
      response: Schema.NullOr(Schema.String),
    }),
  ),
})

export const listWebhooks = defineCall({
  method: 'GET',
  path: '/api/webhooks',
  access: 'user',
  tag: 'webhooks',
  summary: "The caller's webhook endpoints, and the latest 50 deliveries with every attempt and answer",
  response: Schema.Struct({
    endpoints: Schema.Array(WebhookEndpointView),
    deliveries: Schema.Array(WebhookDeliveryView),
  }),
})

export const createWebhook = defineCall({
  method: 'POST',
  path: '/api/webhooks',
  access: 'user',
  tag: 'webhooks',
  summary: 'Register an https:// endpoint for events; deliveries go to public addresses only',
  body: Schema.Struct({
    url: Text(2000),
    events: Schema.Array(WebhookEventTypeSchema).pipe(Schema.check(Schema.isMinLength(1))),
  }),
  status: 201,
  response: Schema.Struct({ endpoint: WebhookEndpointView }),
  errors: [
    { status: 400, code: WEBHOOK_CODES.urlRefused, when: 'not an https:// address' },
    { status: 409, code: WEBHOOK_CODES.tooMany, when: 'the caller already has 10 endpoints' },
  ],
})

export const deleteWebhook = defineCall({
  method: 'DELETE',
  path: '/api/webhooks/:id',
  access: 'user',
  tag: 'webhooks',
  summary: 'Remove an endpoint (its deliveries stay listed)',
  params: Schema.Struct({ id: Text(64) }),
  response: Schema.Struct({ ok: Schema.Literal(true) }),
  errors: [{ status: 404, code: WEBHOOK_CODES.notFound, when: 'no such endpoint of the caller' }],
})

export const testWebhook = defineCall({
  method: 'POST',
  path: '/api/webhooks/:id/test',
  access: 'user',
  tag: 'webhooks',
  summary: 'Send a signed `webhook.test` delivery to the endpoint now',
  params: Schema.Struct({ id: Text(64) }),
  status: 202,
  response: Schema.Struct({ delivery: WebhookDeliveryView }),
  errors: [{ status: 404, code: WEBHOOK_CODES.notFound, when: 'no such endpoint of the caller' }],
})

export const rotateWebhookSecret = defineCall({
  method: 'POST',
  path: '/api/webhooks/:id/rotate-secret',
  access: 'user',
  tag: 'webhooks',
  summary:
    `A new signing secret, answered this once; the previous one also signs (a second v1) for ` +
    `\`overlapHours\` (default ${DEFAULT_OVERLAP_HOURS}, 0 ends it at once), until \`previousSecretExpiresAt\`. ` +
    'Rotating again during an overlap ends the older previous secret at once',
  params: Schema.Struct({ id: Text(64) }),
  body: Schema.Struct({
    overlapHours: Schema.optionalKey(
      Schema.Finite.pipe(
        Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: MAX_OVERLAP_HOURS })),
      ),
    ),
  }),
  response: Schema.Struct({ endpoint: WebhookEndpointView }),
  errors: [{ status: 404, code: WEBHOOK_CODES.notFound, when: 'no such endpoint of the caller' }],
})
