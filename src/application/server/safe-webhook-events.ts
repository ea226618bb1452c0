import type { WebhookEventData, WebhookEventType } from '../../domain/webhooks/webhook-event.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'
import type { WebhookEvents } from './ports/webhook-events.port.ts'

/**
 * The WebhookEvents port as the charge, the re-check and the bulk job use it (issue 21 §4): `emit`
 * returns at once and never throws. The event is handed on in the background (finding the user's
 * subscribed endpoints and queueing one delivery job each); a failure there is reported, not raised,
 * so it can neither fail nor slow the work it follows. `settled` waits for what is in flight (shutdown).
 */
export class FireAndForgetWebhookEvents implements WebhookEvents {
  private readonly inFlight = new Set<Promise<void>>()

  constructor(
    /** Resolved on the first event, so a process that never emits never starts the job engine for it. */
    private readonly events: () => Promise<WebhookEvents>,
    private readonly onError: (error: unknown, type: WebhookEventType) => void,
  ) {}

  async emit<T extends WebhookEventType>(userId: UserId, type: T, data: WebhookEventData[T]): Promise<void> {
    const handed = Promise.resolve()
      .then(async () => (await this.events()).emit(userId, type, data))
      .catch((error: unknown) => this.onError(error, type))
      .finally(() => this.inFlight.delete(handed))
    this.inFlight.add(handed)
  }

  async settled(): Promise<void> {
    await Promise.all([...this.inFlight])
  }
}
