import type * as WebhooksCalls from '../../../adapters/http-contract/webhooks.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** The signed-in user's webhook endpoints and their deliveries (issue 21 §4). */
export type WebhooksApi = Api<typeof WebhooksCalls>

/** Endpoints and the latest deliveries, as the keys page shows them. */
export type WebhooksOverview = AnswerOfCall<typeof WebhooksCalls, 'listWebhooks'>

export type WebhookEndpointSummary = WebhooksOverview['endpoints'][number]

export type WebhookDeliverySummary = WebhooksOverview['deliveries'][number]
