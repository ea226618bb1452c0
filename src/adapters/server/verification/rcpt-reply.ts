import type { SmtpReply } from './smtp-session.ts'

/** What one reply to RCPT TO says about the mailbox. */
export type RcptAnswer =
  | { readonly _tag: 'Accepted' }
  | { readonly _tag: 'NoSuchMailbox'; readonly reply: string }
  /** 4xx: try again later (greylisting, too busy). */
  | { readonly _tag: 'Temporary'; readonly reply: string }
  /** 5xx about us, not the mailbox (a blocklist, a policy): says nothing of the address. */
  | { readonly _tag: 'RefusedUs'; readonly reply: string }

// Enhanced status codes (RFC 3463) 5.7.x are policy; words that blame the sender rather than the mailbox.
const ABOUT_US =
  /\b5\.7\.\d+\b|block|blacklist|blocklist|spam|reputation|policy|denied|banned|listed|rbl|not permitted|relay/i
const NO_SUCH =
  /\b5\.1\.[0-2]\b|\b5\.1\.10\b|unknown|no such|not exist|doesn'?t exist|does not exist|invalid (recipient|mailbox|address)|mailbox (unavailable|not found)|user not found|recipient rejected|undeliverable|disabled|inactive/i

const describe = (reply: SmtpReply) => `${reply.code} ${reply.text}`.trim()

/**
 * Reads a reply to RCPT TO. A 550/551/553 that names the mailbox is "no such mailbox"; one that names
 * a policy or us is not (Reacher's lesson: a blanket rejection is not an invalid address).
 */
export const readRcptReply = (reply: SmtpReply): RcptAnswer => {
  if (reply.code >= 200 && reply.code < 300) return { _tag: 'Accepted' }
  if (reply.code >= 400 && reply.code < 500) return { _tag: 'Temporary', reply: describe(reply) }
  if (ABOUT_US.test(reply.text) && !/\b5\.1\.\d+\b/.test(reply.text))
    return { _tag: 'RefusedUs', reply: describe(reply) }
  if (NO_SUCH.test(reply.text) || [550, 551, 553].includes(reply.code))
    return { _tag: 'NoSuchMailbox', reply: describe(reply) }
  return { _tag: 'RefusedUs', reply: describe(reply) }
}
