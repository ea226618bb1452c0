import type { Instant } from '../../../domain/shared/instant.ts'
import type { DeliveryState } from '../../../domain/webhooks/delivery-state.ts'
import type { SigningSecrets } from '../../../domain/webhooks/secret-rotation.ts'
import type { WebhookEventType } from '../../../domain/webhooks/webhook-event.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

export type WebhookEndpoint = {
  readonly id: string
  readonly userId: UserId
  readonly url: string
  /** Signs each delivery (HMAC-SHA256); shown to its owner. */
  readonly secret: string
  /** After a rotation: the secret before, which also signs until its expiry (issue 29 item 15). */
  readonly previousSecret: SigningSecrets['previousSecret']
  readonly events: readonly WebhookEventType[]
  readonly createdAt: Instant
}

/** One try: the answer's status and the start of its body, or why there was none. */
export type DeliveryAttempt = {
  readonly at: Instant
  readonly status: number | null
  readonly error: string | null
  readonly response: string | null
}

export type { DeliveryState } from '../../../domain/webhooks/delivery-state.ts'

export type WebhookDelivery = {
  readonly id: string
  readonly endpointId: string
  readonly userId: UserId
  /** A WebhookEventType, or `webhook.test` for the test button's. */
  readonly eventType: string
  /** The exact JSON body sent (and signed). */
  readonly body: string
  readonly createdAt: Instant
  readonly state: DeliveryState
  readonly attempts: readonly DeliveryAttempt[]
}

export interface WebhookRepository {
  addEndpoint(endpoint: WebhookEndpoint): Promise<void>
  /** The user's live endpoints, oldest first. */
  endpoints(userId: UserId): Promise<readonly WebhookEndpoint[]>
  findEndpoint(id: string): Promise<WebhookEndpoint | undefined>
  /**
   * Sets the user's live endpoint's secrets, only while its current secret is still `from` (so of two
   * rotations at once, one wins and the other sees a changed endpoint); false otherwise.
   */
  replaceSecrets(userId: UserId, id: string, from: string, to: SigningSecrets): Promise<boolean>
  /** Removes the user's endpoint (its deliveries stay readable); false when there is none. */
  deleteEndpoint(userId: UserId, id: string, now: Instant): Promise<boolean>
  addDelivery(delivery: WebhookDelivery): Promise<void>
  findDelivery(id: string): Promise<WebhookDelivery | undefined>
  /** Appends an attempt and sets the state. */
  recordAttempt(id: string, attempt: DeliveryAttempt, state: DeliveryState): Promise<void>
  /** The user's latest deliveries, newest first. */
  deliveries(userId: UserId, limit: number): Promise<readonly WebhookDelivery[]>
}
