import type { ApiCallFailed } from './api-call-failed.ts'
import type { LogPage } from './log-page.ts'

/** A message the service's embedded outbox "sent" (GET /admin/outbox). */
export type OutboxMail = {
  readonly id: string
  readonly from: string
  readonly to: string
  readonly subject: string
  /** ISO 8601. */
  readonly sentAt: string
  /** Plain text, lines separated by "\n". */
  readonly text: string
}

/** Administrators read the outbox, 20 a page, newest first; anyone else is refused (403). */
export interface OutboxGateway {
  page(accessToken: string, page: number): Promise<LogPage<OutboxMail> | ApiCallFailed>
}
