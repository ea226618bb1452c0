import type { Instant } from '../../../domain/shared/instant.ts'

/**
 * How long an outbox keeps what it sent: it stands in for a mail server's sent folder, and its messages
 * name the people who asked to be removed, so they go a week after sending (their links work for a day).
 */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000

/** A plain-text message the service sends (the sender's address is the adapter's configuration). */
export type OutgoingMail = {
  readonly to: string
  readonly subject: string
  /** Plain text, lines separated by "\n". */
  readonly text: string
}

/** A message as the outbox kept it. */
export type SentMail = OutgoingMail & {
  readonly id: string
  readonly from: string
  readonly sentAt: Instant
}

export type SentMailPage = {
  /** Every message kept, not just this page. */
  readonly total: number
  readonly messages: readonly SentMail[]
}

/** Sends mail. The embedded adapter writes it to an outbox instead of a mail server. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>
}

/**
 * What was sent, newest first, for administrators: the embedded outbox stands in for a mail server,
 * so someone must be able to read what it "sent". Messages older than OUTBOX_RETENTION_MS are gone
 * once the next one is sent.
 */
export interface MailOutbox {
  page(offset: number, limit: number): Promise<SentMailPage>
}
