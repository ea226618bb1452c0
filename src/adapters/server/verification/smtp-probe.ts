import type { Socket } from 'node:net'
import { type RcptAnswer, readRcptReply } from './rcpt-reply.ts'
import { type SmtpReply, SmtpSession, SmtpSessionEnded } from './smtp-session.ts'

/** The outcome of one conversation with one mail server about some recipients. */
export type ProbeOutcome =
  | { readonly _tag: 'Answered'; readonly answers: readonly RcptAnswer[]; readonly tls: boolean }
  /** The server asked us to come back later before any recipient (421 greeting, 4xx to MAIL FROM). */
  | { readonly _tag: 'Temporary'; readonly reason: string }
  /** No answer about the recipients: unreachable, silent, dropped, or refusing us. */
  | { readonly _tag: 'Failed'; readonly reason: string }

export type ProbeRequest = {
  readonly host: string
  readonly address: string
  readonly port: number
  readonly heloName: string
  readonly mailFrom: string
  readonly recipients: readonly string[]
  readonly connectTimeoutMs: number
  readonly replyTimeoutMs: number
  /** A connection already made through a proxy, when one is used. */
  readonly through?: Socket
}

const describe = (reply: SmtpReply) => `${reply.code} ${reply.text}`.trim()
const isTemporary = (reply: SmtpReply) => reply.code >= 400 && reply.code < 500
const isPositive = (reply: SmtpReply) => reply.code >= 200 && reply.code < 400

/**
 * EHLO (HELO when refused), STARTTLS when offered, MAIL FROM, one RCPT TO a recipient, QUIT: the
 * questions a sender asks before DATA, and never DATA.
 */
export const probeRecipients = async (request: ProbeRequest): Promise<ProbeOutcome> => {
  let session: SmtpSession
  try {
    session = await SmtpSession.open(
      request.address,
      request.port,
      { connectMs: request.connectTimeoutMs, replyMs: request.replyTimeoutMs },
      request.through,
    )
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
  if (!isPositive(hello)) hello = await session.command(`HELO ${request.heloName}`)
  if (!isPositive(hello)) return { _tag: 'Failed', reason: `HELO: ${describe(hello)}` }
  let tls = false
  if (/\bSTARTTLS\b/i.test(hello.text)) {
    const ready = await session.command('STARTTLS')
    if (isPositive(ready)) {
      await session.startTls(request.host)
      tls = true
      const again = await session.command(`EHLO ${request.heloName}`)
      if (!isPositive(again)) return { _tag: 'Failed', reason: `EHLO after STARTTLS: ${describe(again)}` }
    }
  }
  const from = await session.command(`MAIL FROM:<${request.mailFrom}>`)
  if (isTemporary(from)) return { _tag: 'Temporary', reason: `MAIL FROM: ${describe(from)}` }
  if (!isPositive(from)) return { _tag: 'Failed', reason: `the server refused our sender: ${describe(from)}` }
  const answers: RcptAnswer[] = []
  for (const recipient of request.recipients)
    answers.push(readRcptReply(await session.command(`RCPT TO:<${recipient}>`)))
  return { _tag: 'Answered', answers, tls }
}

const reasonOf = (error: unknown) =>
  error instanceof SmtpSessionEnded ? error.message : `unexpected: ${(error as Error).message}`
