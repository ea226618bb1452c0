import type { WebhookEventData, WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

/**
 * Where the application says something happened that a user's webhooks may want (issue 21 §4): bulk
 * enrichment's `enrichment.job.finished`, the re-check's `email.reverified`, a charge's `credits.low`.
 * Emitters get FireAndForgetWebhookEvents, so emitting never fails or slows their work: delivery is
 * queued and retried on its own.
 */
export interface WebhookEvents {
  emit<T extends WebhookEventType>(userId: UserId, type: T, data: WebhookEventData[T]): Promise<void>
}

/** Events that go nowhere: for tests of code that emits. */
export const NO_WEBHOOKS: WebhookEvents = { emit: async () => {} }
