import { type Instant, instant } from '../../domain/shared/instant.ts'
import {
  type MailOutbox,
  type MailSender,
  OUTBOX_RETENTION_MS,
  type OutgoingMail,
  type SentMail,
  type SentMailPage,
} from '../server/ports/mail.port.ts'

/**
 * MailSender and MailOutbox in memory: what the service uses when nothing is kept (DATA_DIR=memory),
 * and what tests read the "sent" mail from. Newest first; same-instant messages, last sent first.
 */
export class InMemoryMailOutbox implements MailSender, MailOutbox {
  private sent: SentMail[] = []
  private serial = 0

  constructor(
    private readonly from: string,
    private readonly now: () => Instant = () => instant(Date.now()),
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const sentAt = this.now()
    this.sent = this.sent.filter((kept) => kept.sentAt >= sentAt - OUTBOX_RETENTION_MS)
    this.sent.push({ ...mail, id: `mail-${++this.serial}`, from: this.from, sentAt })
  }

  async page(offset: number, limit: number): Promise<SentMailPage> {
    const newestFirst = this.sent
      .map((mail, order) => ({ mail, order }))
      .sort((a, b) => b.mail.sentAt - a.mail.sentAt || b.order - a.order)
      .map(({ mail }) => mail)
    const start = Math.max(0, offset)
    return { total: newestFirst.length, messages: newestFirst.slice(start, start + Math.max(0, limit)) }
  }

  /** Every message, oldest first: for tests. */
  all(): readonly SentMail[] {
    return [...this.sent]
  }
}
