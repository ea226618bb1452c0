import type { WebhookEventData, WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

/**
 * Where the application says something happened that a user's webhooks may want (issue 21 §4). Bulk
 * enrichment (issue 20) emits `enrichment.job.finished` here when a job ends. Emitting never fails the
 * caller's work: delivery is queued and retried on its own.
 */
export interface WebhookEvents {
  emit<T extends WebhookEventType>(userId: UserId, type: T, data: WebhookEventData[T]): Promise<void>
}

/** Events that go nowhere: for tests of code that emits. */
export const NO_WEBHOOKS: WebhookEvents = { emit: async () => {} }
