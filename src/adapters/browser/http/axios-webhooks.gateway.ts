import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  WebhookDeliverySummary,
  WebhookEndpointSummary,
  WebhooksGateway,
  WebhooksOverview,
} from '../../../application/browser/ports/webhooks.gateway.port.ts'
import type { WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  testWebhook,
} from '../../http-contract/webhooks.ts'
import { callApi } from './call-api.ts'

/** WebhooksGateway over the shared API client. */
export class AxiosWebhooksGateway implements WebhooksGateway {
  constructor(private readonly client: AxiosInstance) {}

  overview(accessToken: string): Promise<WebhooksOverview | ApiCallFailed> {
    return callApi(this.client, accessToken, listWebhooks, {})
  }

  async create(
    accessToken: string,
    request: { readonly url: string; readonly events: readonly WebhookEventType[] },
  ): Promise<WebhookEndpointSummary | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, createWebhook, {
      body: { url: request.url, events: [...request.events] },
    })
    return isCallFailure(body) ? body : body.endpoint
  }

  async remove(accessToken: string, id: string): Promise<true | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, deleteWebhook, { params: { id } })
    return isCallFailure(body) ? body : true
  }

  async test(accessToken: string, id: string): Promise<WebhookDeliverySummary | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, testWebhook, { params: { id } })
    return isCallFailure(body) ? body : body.delivery
  }

  async rotateSecret(
    accessToken: string,
    id: string,
    overlapHours?: number,
  ): Promise<WebhookEndpointSummary | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, rotateWebhookSecret, {
      params: { id },
      body: overlapHours === undefined ? {} : { overlapHours },
    })
    return isCallFailure(body) ? body : body.endpoint
  }
}
