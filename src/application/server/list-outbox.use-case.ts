import { pageCount } from '../../domain/pagination/page-count.ts'
import type { MailOutbox, SentMail } from './ports/mail.port.ts'

export const OUTBOX_PAGE_SIZE = 20

export type OutboxListing = {
  readonly messages: readonly SentMail[]
  readonly page: number
  readonly total: number
  readonly totalPages: number
}

/** GET /admin/outbox: what the embedded outbox "sent", newest first, 20 a page. */
export class ListOutbox {
  constructor(private readonly outbox: MailOutbox) {}

  async execute(page: number): Promise<OutboxListing> {
    const { total, messages } = await this.outbox.page((page - 1) * OUTBOX_PAGE_SIZE, OUTBOX_PAGE_SIZE)
    return { messages, page, total, totalPages: pageCount(total, OUTBOX_PAGE_SIZE) }
  }
}
