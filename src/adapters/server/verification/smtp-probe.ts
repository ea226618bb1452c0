import type { Socket } from 'node:net'
import { type RcptAnswer, readRcptReply } from './rcpt-reply.ts'
import { type SessionTiming, type SmtpReply, SmtpSession, SmtpSessionEnded } from './smtp-session.ts'

/** The outcome of one conversation with one mail server about some recipients. */
export type ProbeOutcome =
  | { readonly _tag: 'Answered'; readonly answers: readonly RcptAnswer[]; readonly tls: boolean }
  /** The server asked us to come back later before any recipient (421 at any point, 4xx to MAIL FROM). */
  | { readonly _tag: 'Temporary'; readonly reason: string }
  /** No answer about the recipients: unreachable, silent, dropped, refusing us, or unable to be asked. */
  | { readonly _tag: 'Failed'; readonly reason: string }

export type ProbeRequest = {
  /** The MX host's name (for TLS's server name). */
  readonly host: string
  /** The IP address to connect to. */
  readonly address: string
  readonly port: number
  readonly heloName: string
  readonly mailFrom: string
  /** Recipients with their domain in A-label (ASCII) form; a local part may still be UTF-8. */
  readonly recipients: readonly string[]
  readonly timing: SessionTiming
  /** A connection already made through a proxy, when one is used. */
  readonly through?: Socket
}

const describe = (reply: SmtpReply) => `${reply.code} ${reply.text}`.trim()
const isTemporary = (reply: SmtpReply) => reply.code >= 400 && reply.code < 500
const isPositive = (reply: SmtpReply) => reply.code >= 200 && reply.code < 400
const isAscii = (text: string) => !/[^\p{ASCII}]/u.test(text)
/** An EHLO keyword line (RFC 5321 §4.1.1.1): the reply's lines are joined with spaces. */
const offers = (hello: SmtpReply, keyword: string) =>
  new RegExp(`(^|\\s)${keyword}(\\s|$)`, 'i').test(hello.text)

/**
 * EHLO (HELO when refused), STARTTLS when offered, MAIL FROM, one RCPT TO a recipient, QUIT: the
 * questions a sender asks before DATA, and never DATA.
 */
export const probeRecipients = async (request: ProbeRequest): Promise<ProbeOutcome> => {
  let session: SmtpSession
  try {
    session = await SmtpSession.open(request.address, request.port, request.timing, request.through)
  } catch (error) {
    return { _tag: 'Failed', reason: reasonOf(error) }
  }
  try {
    return await converse(session, request)
  } catch (error) {
    return { _tag: 'Failed', reason: reasonOf(error) }
  } finally {
    await session.close()
  }
}

const converse = async (session: SmtpSession, request: ProbeRequest): Promise<ProbeOutcome> => {
  const greeting = await session.reply()
  if (isTemporary(greeting)) return { _tag: 'Temporary', reason: `greeting: ${describe(greeting)}` }
  if (!isPositive(greeting)) return { _tag: 'Failed', reason: `greeting: ${describe(greeting)}` }
  let hello = await session.command(`EHLO ${request.heloName}`)
  // HELO only when EHLO is not understood (5xx); a 4xx (421 above all) is the server asking us to go.
  if (isTemporary(hello)) return { _tag: 'Temporary', reason: `EHLO: ${describe(hello)}` }
  const extended = isPositive(hello)
  if (!extended) hello = await session.command(`HELO ${request.heloName}`)
  if (isTemporary(hello)) return { _tag: 'Temporary', reason: `HELO: ${describe(hello)}` }
  if (!isPositive(hello)) return { _tag: 'Failed', reason: `HELO: ${describe(hello)}` }
  let tls = false
  if (extended && offers(hello, 'STARTTLS')) {
    const ready = await session.command('STARTTLS')
    // 454 "TLS not available now": go on in plain text, as before; a 421 is the server leaving.
    if (ready.code === 421) return { _tag: 'Temporary', reason: `STARTTLS: ${describe(ready)}` }
    if (isPositive(ready)) {
      await session.startTls(request.host)
      tls = true
      hello = await session.command(`EHLO ${request.heloName}`)
      if (isTemporary(hello)) return { _tag: 'Temporary', reason: `EHLO after STARTTLS: ${describe(hello)}` }
      if (!isPositive(hello)) return { _tag: 'Failed', reason: `EHLO after STARTTLS: ${describe(hello)}` }
    }
  }
  // RFC 6531: a UTF-8 local part may go only to a server that offers SMTPUTF8, with MAIL FROM saying so.
  const utf8 = !request.recipients.every(isAscii)
  if (utf8 && !(extended && offers(hello, 'SMTPUTF8')))
    return {
      _tag: 'Failed',
      reason: 'the server does not offer SMTPUTF8, so an address with a non-ASCII local part cannot be asked',
    }
  const from = await session.command(`MAIL FROM:<${request.mailFrom}>${utf8 ? ' SMTPUTF8' : ''}`)
  if (isTemporary(from)) return { _tag: 'Temporary', reason: `MAIL FROM: ${describe(from)}` }
  if (!isPositive(from)) return { _tag: 'Failed', reason: `the server refused our sender: ${describe(from)}` }
  const answers: RcptAnswer[] = []
  for (const recipient of request.recipients) {
    const reply = await session.command(`RCPT TO:<${recipient}>`)
    answers.push(readRcptReply(reply))
    if (reply.code === 421) break
  }
  return { _tag: 'Answered', answers, tls }
}

const reasonOf = (error: unknown) =>
  error instanceof SmtpSessionEnded ? error.message : `unexpected: ${(error as Error).message}`
