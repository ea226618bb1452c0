import { randomBytes } from 'node:crypto'
import {
  type MailOutbox,
  type MailSender,
  OUTBOX_RETENTION_MS,
  type OutgoingMail,
  type SentMail,
  type SentMailPage,
} from '../../../application/server/ports/mail.port.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import { formatEml, parseEml } from './eml-format.ts'

/** Where .eml texts are kept: a folder, or memory when nothing is kept (DATA_DIR=memory). */
export interface EmlStore {
  /** Every message's name, in any order. */
  names(): Promise<readonly string[]>
  read(name: string): Promise<string | undefined>
  write(name: string, text: string): Promise<void>
  remove(name: string): Promise<void>
}

// Names sort by time: 15 digits of epoch milliseconds last until the year 33658.
const NAME = /^(\d{15})-[0-9a-z]+$/
const sentAtOf = (name: string): number | undefined => {
  const digits = NAME.exec(name)?.[1]
  return digits === undefined ? undefined : Number(digits)
}

/**
 * MailSender and MailOutbox over an EmlStore: one RFC 5322 file per message, named for its send time,
 * so the newest are listed first without reading the others.
 */
export class EmlOutbox implements MailSender, MailOutbox {
  constructor(
    private readonly store: EmlStore,
    private readonly options: {
      readonly from: string
      readonly now: () => Instant
      readonly retentionMs?: number
    },
  ) {}

  private sequence = 0

  async send(mail: OutgoingMail): Promise<void> {
    const sentAt = this.options.now()
    // A counter keeps this process's messages of one millisecond in order; random bytes keep names of
    // several processes sharing one folder apart.
    const suffix = `${(this.sequence++ % 36 ** 6).toString(36).padStart(6, '0')}${randomBytes(4).toString('hex')}`
    const id = `${String(sentAt).padStart(15, '0')}-${suffix}`
    const sent: SentMail = { ...mail, id, from: this.options.from, sentAt }
    await this.store.write(id, formatEml(sent))
    await this.prune(sentAt)
  }

  async page(offset: number, limit: number): Promise<SentMailPage> {
    const names = (await this.store.names())
      .filter((name) => sentAtOf(name) !== undefined)
      .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    const start = Math.max(0, offset)
    const wanted = names.slice(start, start + Math.max(0, limit))
    const read = await Promise.all(
      wanted.map(async (name) => {
        const text = await this.store.read(name)
        return text === undefined ? [] : [parseEml(text, name, sentAtOf(name))]
      }),
    )
    return { total: names.length, messages: read.flat() }
  }

  private async prune(now: Instant): Promise<void> {
    const oldest = now - (this.options.retentionMs ?? OUTBOX_RETENTION_MS)
    for (const name of await this.store.names()) {
      const sentAt = sentAtOf(name)
      if (sentAt !== undefined && sentAt < oldest) await this.store.remove(name)
    }
  }
}
