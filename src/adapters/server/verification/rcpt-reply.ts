import { meaningOf, SAYS_FULL } from './reply-meaning.ts'
import type { SmtpReply } from './smtp-session.ts'

/** What one reply to RCPT TO says about the mailbox; `meaning` says what the reply code means. */
export type RcptAnswer =
  | { readonly _tag: 'Accepted' }
  | { readonly _tag: 'NoSuchMailbox'; readonly reply: string; readonly meaning: string }
  /** 4xx: try again later (greylisting, too busy). */
  | { readonly _tag: 'Temporary'; readonly reply: string; readonly meaning: string }
  /** 5xx about us, not the mailbox (a blocklist, a policy): says nothing of the address. */
  | { readonly _tag: 'RefusedUs'; readonly reply: string; readonly meaning: string }
  /**
   * 5xx that is neither "no such mailbox" nor about us: a full mailbox (the mailbox exists), a command
   * the server did not take, or a refusal that does not say why. Says nothing certain of the address.
   */
  | { readonly _tag: 'Unclear'; readonly reply: string; readonly meaning: string }

// Enhanced status codes (RFC 3463) 5.7.x are policy; words that blame the sender rather than the mailbox.
const POLICY_CODE = /\b5\.7\.\d+\b/
const ABOUT_US =
  /block|blacklist|blocklist|spam|reputation|policy|denied|banned|listed|rbl|not permitted|relay/i
const NO_SUCH =
  /\b5\.1\.[0-2]\b|\b5\.1\.10\b|unknown|no such|not exist|doesn'?t exist|does not exist|invalid (recipient|mailbox|address)|mailbox (unavailable|not found)|user not found|recipient rejected|undeliverable|disabled|inactive/i
const ABOUT_MAILBOX = /\b5\.1\.\d+\b/
// A full mailbox exists: 552 (RFC 5321 §4.2.2 "exceeded storage allocation") or X.2.2 (RFC 3463).
const FULL_CODE = /\b5\.2\.2\b/
// Our command was not understood or not allowed (X.5.x, 500–504, 555): nothing said of the mailbox.
const PROTOCOL_CODE = /\b5\.5\.\d+\b/
const isProtocolError = (reply: SmtpReply) =>
  PROTOCOL_CODE.test(reply.text) || (reply.code >= 500 && reply.code <= 504) || reply.code === 555

const describe = (reply: SmtpReply) => `${reply.code} ${reply.text}`.trim()

/**
 * Reads a reply to RCPT TO. A 550/551/553 that names the mailbox is "no such mailbox"; one that names
 * a policy or us is not (Reacher's lesson: a blanket rejection is not an invalid address); a full
 * mailbox or a protocol error is no answer either way.
 */
export const readRcptReply = (reply: SmtpReply): RcptAnswer => {
  if (reply.code >= 200 && reply.code < 300) return { _tag: 'Accepted' }
  const said = { reply: describe(reply), meaning: meaningOf(reply) }
  if (reply.code >= 400 && reply.code < 500) return { _tag: 'Temporary', ...said }
  // A 3xx (or a code outside SMTP's) is no answer to RCPT TO at all.
  if (reply.code < 500 || reply.code > 599) return { _tag: 'Unclear', ...said }
  const text = reply.text
  // An enhanced code about the mailbox (5.1.x) outweighs any word that seems to blame us.
  if (!ABOUT_MAILBOX.test(text)) {
    if (POLICY_CODE.test(text)) return { _tag: 'RefusedUs', ...said }
    if (FULL_CODE.test(text) || reply.code === 552 || SAYS_FULL.test(text))
      return { _tag: 'Unclear', ...said }
    if (isProtocolError(reply)) return { _tag: 'Unclear', ...said }
    if (ABOUT_US.test(text)) return { _tag: 'RefusedUs', ...said }
  }
  if (NO_SUCH.test(text) || [550, 551, 553].includes(reply.code)) return { _tag: 'NoSuchMailbox', ...said }
  return { _tag: 'Unclear', ...said }
}
