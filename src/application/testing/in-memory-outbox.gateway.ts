import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { LogPage } from '../browser/ports/log-page.ts'
import type { OutboxGateway, OutboxMail } from '../browser/ports/outbox.gateway.port.ts'
import { pageOf } from './log-pages.ts'

/** The outbox's page size (the service's GET /admin/outbox). */
export const OUTBOX_PAGE_SIZE = 20

/**
 * OutboxGateway in memory: administrators' tokens (`admins`) read what tests `send`, newest first;
 * any other token is refused as the service refuses it.
 */
export class InMemoryOutboxGateway implements OutboxGateway {
  readonly pagesAsked: number[] = []
  private readonly mails: OutboxMail[] = []
  private readonly failures: ApiCallFailed[] = []

  constructor(private readonly admins: ReadonlySet<string> = new Set(['admin'])) {}

  send(mail: Omit<OutboxMail, 'id'>): this {
    this.mails.push({ id: `mail-${this.mails.length + 1}`, ...mail })
    return this
  }

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  async page(accessToken: string, page: number): Promise<LogPage<OutboxMail> | ApiCallFailed> {
    this.pagesAsked.push(page)
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    if (!this.admins.has(accessToken))
      return apiCallFailed(403, { code: 'FORBIDDEN', message: 'This call is for administrators' })
    const newestFirst = this.mails
      .map((mail, order) => ({ mail, order }))
      .sort((a, b) => Date.parse(b.mail.sentAt) - Date.parse(a.mail.sentAt) || b.order - a.order)
      .map(({ mail }) => mail)
    return pageOf(newestFirst, page, OUTBOX_PAGE_SIZE)
  }
}
