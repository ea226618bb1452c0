import type { Socket } from 'node:net'
import { Duplex } from 'node:stream'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ReadLimits } from './bounded-line-reader.ts'
import { SmtpSession, SmtpSessionEnded } from './smtp-session.ts'

// Small limits, so that arbitrary streams reach them quickly; the real ones are READ_LIMITS.
const LIMITS: ReadLimits = { lineBytes: 40, replyLines: 5, conversationBytes: 600 }

/** A server's side of the line, scripted: it says `chunks` whatever it is asked. */
const scriptedLine = (chunks: readonly Uint8Array[]) => {
  const line = new Duplex({
    read() {},
    write(_chunk, _encoding, callback) {
      callback()
    },
  })
  for (const chunk of chunks) line.push(Buffer.from(chunk))
  return line as unknown as Socket
}

// Streams that look like SMTP often enough to get far: reply lines, continuations, line ends, noise.
const piece = fc.oneof(
  fc.constantFrom('250-', '250 ', '220 ', '421 ', '\r\n', '\n', 'ok', 'x'.repeat(30)),
  fc.string({ maxLength: 50 }),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
)
const chunks = fc.array(piece, { maxLength: 80 }).chain((pieces) => {
  const bytes = Buffer.from(pieces.join(''), 'latin1')
  return fc.array(fc.integer({ min: 1, max: 64 }), { maxLength: 40 }).map((cuts) => {
    const out: Uint8Array[] = []
    let at = 0
    for (const cut of cuts) {
      if (at >= bytes.length) break
      out.push(bytes.subarray(at, at + cut))
      at += cut
    }
    if (at < bytes.length) out.push(bytes.subarray(at))
    return out
  })
})

describe('what a mail server can make us read', () => {
  it('however a server cuts its bytes, we keep no more than the limits and every read ends', async () => {
    await fc.assert(
      fc.asyncProperty(chunks, async (said) => {
        const timing = { connectMs: 50, replyMs: 30, deadline: Date.now() + 2_000, now: Date.now }
        const session = await SmtpSession.open('192.0.2.1', 25, timing, scriptedLine(said), LIMITS)
        let replies = 0
        for (;;) {
          try {
            const reply = replies === 0 ? await session.reply() : await session.command('NOOP')
            replies += 1
            expect(reply.text.length).toBeLessThanOrEqual(LIMITS.replyLines * LIMITS.lineBytes)
          } catch (error) {
            expect(error).toBeInstanceOf(SmtpSessionEnded)
            break
          }
        }
        await session.close()
        // Counting stops at the line that crosses the limit.
        expect(session.bytesRead).toBeLessThanOrEqual(LIMITS.conversationBytes + LIMITS.lineBytes + 1)
        expect(replies).toBeLessThanOrEqual(LIMITS.conversationBytes / 4)
      }),
      { numRuns: 150 },
    )
  }, 60_000)
})
