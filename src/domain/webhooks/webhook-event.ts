import type { LeftByKind } from '../credits/reveals-left.ts'
import type { EmailVerdict } from '../email/email-verdict.ts'

/**
 * What a webhook endpoint may subscribe to (issue 21 §4), each emitted through the WebhookEvents port:
 * `enrichment.job.finished` by the bulk job runner, `email.reverified` by the re-check, `credits.low` by
 * the charge that crosses the reveal card's low line (docs/api.md, "Webhooks").
 */
export const WEBHOOK_EVENT_TYPES = ['enrichment.job.finished', 'email.reverified', 'credits.low'] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value)

/** The data each event carries: JSON only, and nothing the endpoint's user may not see. */
export type WebhookEventData = {
  readonly 'enrichment.job.finished': {
    readonly jobId: string
    readonly fileName: string
    readonly rows: number
    readonly found: number
    readonly notFound: number
    readonly invalid: number
    readonly charged: number
    /** Where the enriched file is downloaded (with the user's key or session). */
    readonly resultUrl: string
  }
  readonly 'email.reverified': {
    readonly address: string
    readonly verdict: EmailVerdict
    readonly reason: string
    /** ISO 8601. */
    readonly checkedAt: string
  }
  /**
   * The charge that took the credits to the reveal card's low line or under it (once per crossing):
   * the full reveals still payable, the line, and the credits left per kind.
   */
  readonly 'credits.low': {
    readonly revealsLeft: number
    readonly threshold: number
    readonly left: LeftByKind
  }
}

/** One event for one user, as it is delivered (the body of the POST). */
export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = {
  readonly id: string
  readonly type: T
  /** ISO 8601. */
  readonly createdAt: string
  readonly data: WebhookEventData[T]
}
