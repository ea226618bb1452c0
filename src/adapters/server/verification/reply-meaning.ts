import type { SmtpReply } from './smtp-session.ts'

/**
 * What a reply code means, in words for a verdict's reason. The enhanced status code (RFC 3463,
 * `5.2.2`) is the more precise and wins; then the basic code (RFC 5321 §4.2.2–4.2.3, RFC 7504); then
 * the class. Said as what happened, so that a reason never blames us for a full mailbox or the
 * mailbox for a blocklist.
 */
const ENHANCED: Readonly<Record<string, string>> = {
  '1.0': 'the address was refused (other address status)',
  '1.1': 'the mailbox does not exist',
  '1.2': 'the domain is not served by this mail server',
  '1.3': 'the server read the address as malformed',
  '1.6': 'the mailbox has moved',
  '1.10': 'the domain accepts no mail (null MX)',
  '2.0': 'the mailbox cannot take mail (other mailbox status)',
  '2.1': 'the mailbox is disabled',
  '2.2': 'the mailbox is full',
  '2.3': 'the message would be too long for the mailbox',
  '3.2': 'the mail server is not accepting mail',
  '7.1': 'the server refused us (delivery not authorised: a policy or a blocklist), not the address',
}

/** By the enhanced code's subject (its middle number) when its detail is not listed above. */
const SUBJECT: Readonly<Record<string, string>> = {
  '1': 'the server refused the address',
  '2': 'the mailbox cannot take mail',
  '3': 'the mail system cannot take mail',
  '4': 'a network or routing problem at the server',
  '5': 'the server did not accept our command',
  '6': 'the server refused the message content',
  '7': 'the server refused us (a policy or a blocklist), not the address',
}

const BASIC: Readonly<Record<number, string>> = {
  421: 'the server is closing the conversation (busy or shutting down)',
  450: 'the mailbox is unavailable for now (busy, or greylisting)',
  451: 'the server had a local error',
  452: 'the server is out of storage or took too many recipients',
  455: 'the server cannot take our parameters now',
  500: 'the server did not recognise our command',
  501: "the server found an error in our command's arguments",
  502: 'the server does not implement our command',
  503: 'the server expected our commands in another order',
  504: 'the server does not implement our command parameter',
  521: 'the domain accepts no mail',
  530: 'the server wants us to authenticate first',
  550: 'the mailbox is unavailable (not found, or refused by policy)',
  551: 'the user is not local to this server',
  552: 'the mailbox is full (over its storage allocation)',
  553: 'the mailbox name is not allowed',
  554: 'the transaction failed (no reason given)',
  555: 'the server did not recognise our parameters',
  556: 'the domain accepts no mail',
}

const ENHANCED_CODE = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/
/** A full mailbox in words, for servers that give no enhanced code. */
export const SAYS_FULL = /quota|mailbox (is )?full|over ?quota|insufficient storage|exceeded storage/i

export const meaningOf = (reply: SmtpReply): string => {
  const enhanced = ENHANCED_CODE.exec(reply.text)
  if (enhanced !== null) {
    const known = ENHANCED[`${enhanced[2]}.${enhanced[3]}`] ?? SUBJECT[enhanced[2] ?? '']
    if (known !== undefined) return known
  }
  if (reply.code >= 400 && SAYS_FULL.test(reply.text)) return 'the mailbox is full'
  const basic = BASIC[reply.code]
  if (basic !== undefined) return basic
  if (reply.code >= 200 && reply.code < 400) return 'accepted'
  if (reply.code >= 400 && reply.code < 500) return 'a temporary refusal: try again later'
  return 'a permanent refusal that does not say why'
}
