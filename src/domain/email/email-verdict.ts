/**
 * What can be said of an address after checking it (PRODUCT.md): `valid` (its mail server accepts this
 * mailbox and refuses made-up ones), `accept_all` (the server accepts any address, so this one proves
 * nothing: never shown as valid), `unknown` (could not be determined), `invalid` (it cannot receive mail).
 */
export const EMAIL_VERDICTS = ['valid', 'accept_all', 'unknown', 'invalid'] as const
export type EmailVerdict = (typeof EMAIL_VERDICTS)[number]

/**
 * An address mail reaches, as far as can be known: what a finder returns as found, keeps with the
 * person and charges for. `accept_all` counts (the domain takes it, as Hunter's "accept all" does);
 * `unknown` and `invalid` are not worth paying for.
 */
export const isDeliverable = (verdict: EmailVerdict): boolean =>
  verdict === 'valid' || verdict === 'accept_all'

/** A verification that reached an answer (an `invalid` too): what a verify is charged for; `unknown` is free. */
export const isDefinite = (verdict: EmailVerdict): boolean => verdict !== 'unknown'

/** What DNS says about where a domain's mail goes. */
export type DomainMail =
  | { readonly _tag: 'MailHosts'; readonly hosts: readonly string[] }
  /** The name does not exist (NXDOMAIN). */
  | { readonly _tag: 'NoSuchDomain' }
  /** RFC 7505: the domain says it takes no mail (`MX 0 .`). */
  | { readonly _tag: 'NullMx' }
  /** Neither an MX nor an address record: nowhere to deliver. */
  | { readonly _tag: 'NoMailHost' }
  /** DNS did not answer (timeout, SERVFAIL): nothing is known. */
  | { readonly _tag: 'DnsUnanswered'; readonly reason: string }

/** What a mail server said when asked to take mail for one address (RCPT TO), after any retries. */
export type MailboxAnswer =
  | { readonly _tag: 'Accepted' }
  /** A permanent refusal of this mailbox (5xx, "no such user"). */
  | { readonly _tag: 'NoSuchMailbox'; readonly reply: string }
  /**
   * No decision about the mailbox: a temporary refusal that did not clear in time (greylisting, 421), a
   * timeout, a dropped connection, or a refusal of us rather than of the address (a blocklist, a policy).
   */
  | { readonly _tag: 'Undecided'; readonly reason: string }

/** Whether the domain's server accepts a random address that cannot exist. */
export type CatchAll = 'yes' | 'no' | 'unknown'

export type VerdictFacts = {
  /** null: the address is well-formed; otherwise why it is not. */
  readonly syntaxProblem: string | null
  readonly domain?: DomainMail
  readonly catchAll?: CatchAll
  readonly mailbox?: MailboxAnswer
}

export type Judgement = { readonly verdict: EmailVerdict; readonly reason: string }

/**
 * The verdict from what was learnt, in the order the checks run. The two rules the product promises:
 * an accept-all domain never yields `valid`, and not knowing (a timeout, a temporary refusal, no DNS
 * answer) never yields `invalid`.
 */
export const judge = (facts: VerdictFacts): Judgement => {
  if (facts.syntaxProblem !== null) return { verdict: 'invalid', reason: `syntax: ${facts.syntaxProblem}` }
  const domain = facts.domain
  if (domain === undefined) return { verdict: 'unknown', reason: 'the domain was not checked' }
  switch (domain._tag) {
    case 'NoSuchDomain':
      return { verdict: 'invalid', reason: 'the domain does not exist' }
    case 'NullMx':
      return { verdict: 'invalid', reason: 'the domain accepts no mail (null MX)' }
    case 'NoMailHost':
      return { verdict: 'invalid', reason: 'the domain has no mail server' }
    case 'DnsUnanswered':
      return { verdict: 'unknown', reason: `DNS did not answer: ${domain.reason}` }
    case 'MailHosts':
      return judgeMailbox(facts.mailbox, facts.catchAll ?? 'unknown')
  }
}

const judgeMailbox = (mailbox: MailboxAnswer | undefined, catchAll: CatchAll): Judgement => {
  if (mailbox === undefined) return { verdict: 'unknown', reason: 'the mail server was not asked' }
  switch (mailbox._tag) {
    case 'Undecided':
      // The verdict always says why, even when the server's own words were empty.
      return {
        verdict: 'unknown',
        reason: `the mail server did not decide: ${mailbox.reason || 'no reason given'}`,
      }
    case 'NoSuchMailbox':
      // A server that refuses this mailbox but is catch-all for others cannot be: trust the refusal.
      return { verdict: 'invalid', reason: `the mail server refused the mailbox: ${mailbox.reply}` }
    case 'Accepted':
      if (catchAll === 'yes') return { verdict: 'accept_all', reason: 'the domain accepts any address' }
      if (catchAll === 'unknown')
        return {
          verdict: 'unknown',
          reason: 'accepted, but whether the domain accepts any address is unknown',
        }
      return { verdict: 'valid', reason: 'the mail server accepts this mailbox and refuses made-up ones' }
  }
}
