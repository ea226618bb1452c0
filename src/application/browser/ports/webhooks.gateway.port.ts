import type { WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

export type WebhookEndpointSummary = {
  readonly id: string
  readonly url: string
  readonly secret: string
  /** After a rotation: until when the previous secret also signs (ISO 8601); null: it does not. */
  readonly previousSecretExpiresAt: string | null
  readonly events: readonly WebhookEventType[]
  readonly createdAt: string
}

export type WebhookDeliverySummary = {
  readonly id: string
  readonly endpointId: string
  readonly eventType: string
  readonly createdAt: string
  readonly state: 'pending' | 'delivered' | 'failed'
  readonly attempts: readonly {
    readonly at: string
    readonly status: number | null
    readonly error: string | null
    readonly response: string | null
  }[]
}

export type WebhooksOverview = {
  readonly endpoints: readonly WebhookEndpointSummary[]
  readonly deliveries: readonly WebhookDeliverySummary[]
}

/** The signed-in user's webhook endpoints and deliveries (/api/webhooks). */
export interface WebhooksGateway {
  overview(accessToken: string): Promise<WebhooksOverview | ApiCallFailed>
  create(
    accessToken: string,
    request: { readonly url: string; readonly events: readonly WebhookEventType[] },
  ): Promise<WebhookEndpointSummary | ApiCallFailed>
  remove(accessToken: string, id: string): Promise<true | ApiCallFailed>
  test(accessToken: string, id: string): Promise<WebhookDeliverySummary | ApiCallFailed>
  /** A new signing secret; the old one keeps signing for `overlapHours` (the service's default: 24). */
  rotateSecret(
    accessToken: string,
    id: string,
    overlapHours?: number,
  ): Promise<WebhookEndpointSummary | ApiCallFailed>
}
