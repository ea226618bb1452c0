import { type Instant, instant } from '../../domain/shared/instant.ts'
import { liveSecrets, rotateSecret, signingSecretsAt } from '../../domain/webhooks/secret-rotation.ts'
import type { WebhookEventData, WebhookEventType } from '../../domain/webhooks/webhook-event.ts'
import {
  type HmacSha256Hex,
  RETRY_FOR_MS,
  retryDelayMs,
  SIGNATURE_HEADER,
  shouldRetry,
  signatureHeader,
} from '../../domain/webhooks/webhook-signature.ts'
import type { Caller } from './caller.ts'
import type { Clock } from './ports/clock.port.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { JobQueue } from './ports/job-queue.port.ts'
import { type Metrics, NO_METRICS } from './ports/metrics.port.ts'
import type { Random } from './ports/random.port.ts'
import type { WebhookDelivery, WebhookEndpoint, WebhookRepository } from './ports/webhook.repository.port.ts'
import type { WebhookEvents } from './ports/webhook-events.port.ts'
import type { WebhookTransport } from './ports/webhook-transport.port.ts'

/** The job that makes one attempt at one delivery: its name on the job engine. */
export const DELIVER_WEBHOOK_JOB = 'deliver-webhook'
/** The test button's event, sent to one endpoint whatever it subscribes to. */
export const TEST_EVENT = 'webhook.test'
export const MAX_ENDPOINTS = 10
const RESPONSE_KEPT = 500
/** Rotations of one endpoint racing each other: each lands after at most this many reads. */
const ROTATION_TRIES = 5

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const secretOf = (random: Random) =>
  `whsec_${Array.from({ length: 32 }, () => ALPHABET[random.int(ALPHABET.length)]).join('')}`

export type WebhookFailure =
  | { readonly _tag: 'WebhookNotFound' }
  | { readonly _tag: 'TooManyWebhooks'; readonly limit: number }
  | { readonly _tag: 'WebhookUrlRefused'; readonly reason: string }

/** Registers, lists and removes a user's endpoints; the test button. */
export class ManageWebhooks {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly deliver: QueueDeliveries,
    private readonly ids: IdGenerator,
    private readonly random: Random,
    private readonly clock: Clock,
    private readonly allowPrivate: boolean,
  ) {}

  async register(
    caller: Caller,
    url: string,
    events: readonly WebhookEventType[],
  ): Promise<WebhookEndpoint | WebhookFailure> {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return { _tag: 'WebhookUrlRefused', reason: 'not an address' }
    }
    if (parsed.protocol !== 'https:' && !(this.allowPrivate && parsed.protocol === 'http:'))
      return { _tag: 'WebhookUrlRefused', reason: 'an https:// address is needed' }
    if ((await this.webhooks.endpoints(caller.userId)).length >= MAX_ENDPOINTS)
      return { _tag: 'TooManyWebhooks', limit: MAX_ENDPOINTS }
    const endpoint: WebhookEndpoint = {
      id: this.ids.next(),
      userId: caller.userId,
      url: parsed.href,
      secret: secretOf(this.random),
      previousSecret: null,
      events: [...new Set(events)],
      createdAt: this.clock.now(),
    }
    await this.webhooks.addEndpoint(endpoint)
    return endpoint
  }

  async list(caller: Caller) {
    const now = this.clock.now()
    return {
      // A previous secret past its expiry no longer signs: not shown as signing either.
      endpoints: (await this.webhooks.endpoints(caller.userId)).map((e) => liveSecrets(e, now)),
      deliveries: await this.webhooks.deliveries(caller.userId, 50),
    }
  }

  /**
   * A new secret for the caller's endpoint (issue 29 item 15); the one in use keeps signing for
   * `overlapHours` (0: stops at once), and an older previous one stops at once (domain: rotateSecret).
   */
  async rotateSecret(
    caller: Caller,
    id: string,
    overlapHours: number,
  ): Promise<WebhookEndpoint | WebhookFailure> {
    // Optimistic: another rotation landing between the read and the write is read again and built on.
    for (let attempt = 0; attempt < ROTATION_TRIES; attempt++) {
      const endpoint = await this.webhooks.findEndpoint(id)
      if (endpoint === undefined || endpoint.userId !== caller.userId) return { _tag: 'WebhookNotFound' }
      const next = rotateSecret(endpoint, secretOf(this.random), this.clock.now(), overlapHours)
      if (await this.webhooks.replaceSecrets(caller.userId, id, endpoint.secret, next))
        return { ...endpoint, ...next }
    }
    throw new Error(`webhook ${id}: its secret changed under ${ROTATION_TRIES} rotations in a row`)
  }

  async remove(caller: Caller, id: string): Promise<true | WebhookFailure> {
    return (await this.webhooks.deleteEndpoint(caller.userId, id, this.clock.now()))
      ? true
      : { _tag: 'WebhookNotFound' }
  }

  async test(caller: Caller, id: string): Promise<WebhookDelivery | WebhookFailure> {
    const endpoint = await this.webhooks.findEndpoint(id)
    if (endpoint === undefined || endpoint.userId !== caller.userId) return { _tag: 'WebhookNotFound' }
    return this.deliver.queue(endpoint, TEST_EVENT, { message: 'A test delivery from LeadLens' })
  }
}

/** Makes a delivery of an event to one endpoint and queues its first attempt. */
export class QueueDeliveries implements WebhookEvents {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly jobs: JobQueue,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async queue(endpoint: WebhookEndpoint, type: string, data: unknown): Promise<WebhookDelivery> {
    const now = this.clock.now()
    const id = this.ids.next()
    const delivery: WebhookDelivery = {
      id,
      endpointId: endpoint.id,
      userId: endpoint.userId,
      eventType: type,
      body: JSON.stringify({ id, type, createdAt: new Date(now).toISOString(), data }),
      createdAt: now,
      state: 'pending',
      attempts: [],
    }
    await this.webhooks.addDelivery(delivery)
    await this.jobs.send(DELIVER_WEBHOOK_JOB, { deliveryId: id })
    return delivery
  }

  /** The WebhookEvents port: every endpoint of the user that subscribes to the event gets it. */
  async emit<T extends WebhookEventType>(userId: UserId, type: T, data: WebhookEventData[T]): Promise<void> {
    for (const endpoint of await this.webhooks.endpoints(userId))
      if (endpoint.events.includes(type)) await this.queue(endpoint, type, data)
  }
}

/**
 * One attempt at one delivery (the job): signs the body with the time, posts it, records the answer;
 * a failure is tried again with backoff for a day. Safe to run twice: a delivered one is left alone.
 */
export class DeliverWebhook {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly transport: WebhookTransport,
    private readonly jobs: JobQueue,
    private readonly hmac: HmacSha256Hex,
    private readonly clock: Clock,
    private readonly metrics: Pick<Metrics, 'webhookDelivery'> = NO_METRICS,
  ) {}

  async execute(deliveryId: string): Promise<void> {
    const delivery = await this.webhooks.findDelivery(deliveryId)
    if (delivery === undefined || delivery.state !== 'pending') return
    const endpoint = await this.webhooks.findEndpoint(delivery.endpointId)
    const now = this.clock.now()
    if (endpoint === undefined) {
      await this.webhooks.recordAttempt(
        deliveryId,
        attempt(now, null, 'the endpoint was removed', null),
        'failed',
      )
      this.metrics.webhookDelivery('failed')
      return
    }
    // Signed by the secrets valid at this attempt: a retry after a rotation's overlap carries the new one only.
    const signature = signatureHeader(
      this.hmac,
      signingSecretsAt(endpoint, now),
      Math.floor(now / 1000),
      delivery.body,
    )
    const answer = await this.transport.post(
      endpoint.url,
      {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature,
        'user-agent': 'LeadLens-Webhooks/1',
      },
      delivery.body,
    )
    const ok = answer._tag === 'Answered' && answer.status >= 200 && answer.status < 300
    const tries = delivery.attempts.length + 1
    const elapsed = now - delivery.createdAt
    const retry = !ok && shouldRetry(tries, elapsed) && elapsed < RETRY_FOR_MS
    const record =
      answer._tag === 'Answered'
        ? attempt(now, answer.status, null, answer.body.slice(0, RESPONSE_KEPT))
        : attempt(now, null, answer.reason, null)
    await this.webhooks.recordAttempt(deliveryId, record, ok ? 'delivered' : retry ? 'pending' : 'failed')
    this.metrics.webhookDelivery(ok ? 'delivered' : retry ? 'retried' : 'failed')
    if (retry)
      await this.jobs.send(
        DELIVER_WEBHOOK_JOB,
        { deliveryId },
        { startAfterSeconds: Math.round(retryDelayMs(tries) / 1000) },
      )
  }
}

const attempt = (at: Instant, status: number | null, error: string | null, response: string | null) => ({
  at: instant(at),
  status,
  error,
  response,
})
