import { describe, expect, it } from 'vitest'
import {
  type MailOutbox,
  type MailSender,
  OUTBOX_RETENTION_MS,
} from '../../src/application/server/ports/mail.port.ts'
import { type Instant, instant } from '../../src/domain/shared/instant.ts'

export type MailOutboxFixture = {
  readonly sender: MailSender
  readonly outbox: MailOutbox
}

/** A fresh outbox sending as `from`, whose clock reads `now()`. */
export type OpenMailOutbox = (from: string, now: () => Instant) => Promise<MailOutboxFixture>

const FROM = 'LeadLens <no-reply@leadlens.example>'
// Whole seconds: an .eml Date header keeps no more, and the contract holds every adapter to it.
const second = (n: number) => instant(Date.UTC(2026, 4, 1, 9) + n * 1000)

/** What every MailSender + MailOutbox pair must do (DESIGN rule 12). */
export const mailOutboxContract = (name: string, open: OpenMailOutbox) => {
  describe(`MailSender and MailOutbox contract: ${name}`, () => {
    const clock = () => {
      let now = second(0)
      return { now: () => now, set: (at: Instant) => (now = at) }
    }

    it('keeps each message with its sender, recipient, subject, text and time, newest first', async () => {
      const time = clock()
      const { sender, outbox } = await open(FROM, time.now)
      await sender.send({ to: 'ada@example.com', subject: 'First', text: 'Hello,\n\nline two' })
      time.set(second(5))
      await sender.send({ to: 'bob@example.com', subject: 'Second', text: 'Bye' })
      const { total, messages } = await outbox.page(0, 10)
      expect(total).toBe(2)
      expect(messages.map(({ id: _, ...m }) => m)).toEqual([
        { from: FROM, to: 'bob@example.com', subject: 'Second', text: 'Bye', sentAt: second(5) },
        {
          from: FROM,
          to: 'ada@example.com',
          subject: 'First',
          text: 'Hello,\n\nline two',
          sentAt: second(0),
        },
      ])
      expect(new Set(messages.map((m) => m.id)).size).toBe(2)
    })

    it('messages sent in the same instant keep their order (the last sent first)', async () => {
      const { sender, outbox } = await open(FROM, clock().now)
      for (const n of [1, 2, 3]) await sender.send({ to: 'x@example.com', subject: `No. ${n}`, text: '' })
      expect((await outbox.page(0, 10)).messages.map((m) => m.subject)).toEqual(['No. 3', 'No. 2', 'No. 1'])
    })

    it('keeps Chinese subjects and texts, long lines and a trailing blank line exactly', async () => {
      const { sender, outbox } = await open(FROM, clock().now)
      const subject = '确认从 LeadLens 删除您的资料：一个很长很长很长很长很长很长很长很长很长的主题'
      const text = `您好，\n\n${'很长的一行'.repeat(300)}\nhttps://leads.example/opt-out#token=abc_DEF-123\n`
      await sender.send({ to: 'wei@example.cn', subject, text })
      const [mail] = (await outbox.page(0, 1)).messages
      expect(mail).toMatchObject({ subject, text, to: 'wei@example.cn' })
    })

    it('pages: total counts every message, offset and limit pick the slice', async () => {
      const time = clock()
      const { sender, outbox } = await open(FROM, time.now)
      for (let n = 0; n < 5; n++) {
        time.set(second(n))
        await sender.send({ to: 'x@example.com', subject: `m${n}`, text: '' })
      }
      const page = await outbox.page(1, 2)
      expect(page.total).toBe(5)
      expect(page.messages.map((m) => m.subject)).toEqual(['m3', 'm2'])
      expect((await outbox.page(5, 2)).messages).toEqual([])
      expect(await (await open(FROM, time.now)).outbox.page(0, 20)).toEqual({ total: 0, messages: [] })
    })

    it('forgets messages older than the retention once another is sent', async () => {
      const time = clock()
      const { sender, outbox } = await open(FROM, time.now)
      await sender.send({ to: 'old@example.com', subject: 'old', text: '' })
      time.set(instant(second(0) + OUTBOX_RETENTION_MS))
      await sender.send({ to: 'x@example.com', subject: 'a week later', text: '' })
      expect((await outbox.page(0, 10)).total).toBe(2)
      time.set(instant(second(1) + OUTBOX_RETENTION_MS))
      await sender.send({ to: 'x@example.com', subject: 'just over', text: '' })
      expect((await outbox.page(0, 10)).messages.map((m) => m.subject)).toEqual(['just over', 'a week later'])
    })
  })
}
