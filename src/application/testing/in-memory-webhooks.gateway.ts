import type { WebhookEventType } from '../../domain/webhooks/webhook-event.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  WebhookDeliverySummary,
  WebhookEndpointSummary,
  WebhooksGateway,
  WebhooksOverview,
} from '../browser/ports/webhooks.gateway.port.ts'

const NOT_FOUND = { code: 'WEBHOOK_NOT_FOUND', message: 'No such webhook endpoint' }

/** WebhooksGateway in memory: each access token is a user; a test delivery is answered at once with 200. */
export class InMemoryWebhooksGateway implements WebhooksGateway {
  private readonly endpoints: { owner: string; endpoint: WebhookEndpointSummary }[] = []
  private readonly deliveries: { owner: string; delivery: WebhookDeliverySummary }[] = []
  private made = 0
  private rotations = 0

  async overview(accessToken: string): Promise<WebhooksOverview> {
    return {
      endpoints: this.endpoints.filter((e) => e.owner === accessToken).map((e) => e.endpoint),
      deliveries: this.deliveries
        .filter((d) => d.owner === accessToken)
        .map((d) => d.delivery)
        .reverse(),
    }
  }

  async create(
    accessToken: string,
    request: { readonly url: string; readonly events: readonly WebhookEventType[] },
  ): Promise<WebhookEndpointSummary | ApiCallFailed> {
    if (!request.url.startsWith('https://'))
      return apiCallFailed(400, {
        code: 'WEBHOOK_URL_REFUSED',
        message: 'Refused: an https:// address is needed',
      })
    this.made += 1
    const endpoint: WebhookEndpointSummary = {
      id: `wh-${this.made}`,
      url: new URL(request.url).href,
      secret: `whsec_${String(this.made).padStart(32, '0')}`,
      previousSecretExpiresAt: null,
      events: [...new Set(request.events)],
      createdAt: new Date(Date.UTC(2026, 10, 1) + this.made * 60_000).toISOString(),
    }
    this.endpoints.push({ owner: accessToken, endpoint })
    return endpoint
  }

  async remove(accessToken: string, id: string): Promise<true | ApiCallFailed> {
    const at = this.endpoints.findIndex((e) => e.owner === accessToken && e.endpoint.id === id)
    if (at < 0) return apiCallFailed(404, NOT_FOUND)
    this.endpoints.splice(at, 1)
    return true
  }

  async rotateSecret(
    accessToken: string,
    id: string,
    overlapHours = 24,
  ): Promise<WebhookEndpointSummary | ApiCallFailed> {
    const found = this.endpoints.find((e) => e.owner === accessToken && e.endpoint.id === id)
    if (found === undefined) return apiCallFailed(404, NOT_FOUND)
    this.rotations += 1
    found.endpoint = {
      ...found.endpoint,
      secret: `whsec_r${String(this.rotations).padStart(31, '0')}`,
      previousSecretExpiresAt:
        overlapHours === 0 ? null : new Date(Date.now() + overlapHours * 3_600_000).toISOString(),
    }
    return found.endpoint
  }

  async test(accessToken: string, id: string): Promise<WebhookDeliverySummary | ApiCallFailed> {
    const found = this.endpoints.find((e) => e.owner === accessToken && e.endpoint.id === id)
    if (found === undefined) return apiCallFailed(404, NOT_FOUND)
    const at = new Date().toISOString()
    const delivery: WebhookDeliverySummary = {
      id: `d-${this.deliveries.length + 1}`,
      endpointId: id,
      eventType: 'webhook.test',
      createdAt: at,
      state: 'pending',
      attempts: [],
    }
    this.deliveries.push({ owner: accessToken, delivery })
    return delivery
  }
}
