import type { CreditKind } from '../../domain/credits/credit-kind.ts'
import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import type {
  BulkRowOutcome,
  Metrics,
  RateLimitName,
  WebhookDeliveryOutcome,
} from '../server/ports/metrics.port.ts'

/** Metrics kept as the list of what was recorded, for tests to assert on. */
export class RecordingMetrics implements Metrics {
  readonly reveals: { kind: CreditKind; credits: number }[] = []
  readonly rows: { outcome: BulkRowOutcome; rows: number }[] = []
  readonly verdicts: { verdict: EmailVerdict; seconds: number }[] = []
  readonly deliveries: WebhookDeliveryOutcome[] = []
  readonly refusals: RateLimitName[] = []

  revealed(kind: CreditKind, credits: number): void {
    this.reveals.push({ kind, credits })
  }
  bulkRows(outcome: BulkRowOutcome, rows: number): void {
    this.rows.push({ outcome, rows })
  }
  verdict(verdict: EmailVerdict, seconds: number): void {
    this.verdicts.push({ verdict, seconds })
  }
  webhookDelivery(outcome: WebhookDeliveryOutcome): void {
    this.deliveries.push(outcome)
  }
  rateLimitRefused(limit: RateLimitName): void {
    this.refusals.push(limit)
  }

  /** Rows recorded with one outcome, over every call. */
  rowsOf(outcome: BulkRowOutcome): number {
    return this.rows.filter((row) => row.outcome === outcome).reduce((sum, row) => sum + row.rows, 0)
  }
}
