import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { RowOutcomeStatus } from '../../../domain/enrichment/job-progress.ts'

/** A bulk row's answer, as the job's counts name it. */
export type BulkRowOutcome = RowOutcomeStatus
/** What became of one webhook delivery attempt. */
export type WebhookDeliveryOutcome = 'delivered' | 'failed' | 'retried'
/** Which of the rate limits refused a request. */
export type RateLimitName = 'address' | 'user' | 'key' | 'sign-in'

/**
 * What the service tells its operator it did (docs/operations.md, "What to watch"). Each call records
 * one thing and returns at once; a recording never fails the work it describes.
 */
export interface Metrics {
  /** A reveal charged `credits` of one kind (a reveal paid with two kinds records twice). */
  revealed(kind: CreditKind, credits: number): void
  /** A bulk job answered `rows` rows with one outcome. */
  bulkRows(outcome: BulkRowOutcome, rows: number): void
  /** The email verifier gave a verdict after talking to the mail server for `seconds` (0: no conversation). */
  verdict(verdict: EmailVerdict, seconds: number): void
  webhookDelivery(outcome: WebhookDeliveryOutcome): void
  rateLimitRefused(limit: RateLimitName): void
}

/** Records nothing: the default where no one asked for metrics. */
export const NO_METRICS: Metrics = {
  revealed: () => {},
  bulkRows: () => {},
  verdict: () => {},
  webhookDelivery: () => {},
  rateLimitRefused: () => {},
}
