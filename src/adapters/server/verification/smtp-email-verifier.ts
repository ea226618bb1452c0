import { randomBytes } from 'node:crypto'
import { domainToASCII } from 'node:url'
import type {
  EmailVerification,
  EmailVerifier,
  VerificationStep,
} from '../../../application/server/ports/email-verifier.port.ts'
import { NO_TRACING, type Tracer } from '../../../application/server/ports/tracer.port.ts'
import {
  type CatchAll,
  type DomainMail,
  judge,
  type MailboxAnswer,
  type VerdictFacts,
} from '../../../domain/email/email-verdict.ts'
import { isReservedDomain } from '../../../domain/email/reserved-domain.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { AddressBudget } from './address-budget.ts'
import { type AddressFlags, flagsOf } from './address-lists.ts'
import { parseAddress } from './address-syntax.ts'
import { ExpiringCache } from './expiring-cache.ts'
import { HostGate } from './host-gate.ts'
import { MailConversations } from './mail-conversations.ts'
import { MailExchangeLookup } from './mail-exchange-lookup.ts'
import type { RcptAnswer } from './rcpt-reply.ts'
import type { ProbeOutcome } from './smtp-probe.ts'
import type { VerifierSettings } from './verifier-settings.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const NO_FLAGS: AddressFlags = { disposable: false, freeWebmail: false, role: false }

type CatchAllFact = { readonly catchAll: CatchAll; readonly mxHost: string | null; readonly detail: string }
type Asked = { readonly answer: RcptAnswer | null; readonly mxHost: string | null; readonly reason: string }

/**
 * The verifier as Reacher and Hunter work, more honest about what cannot be known: syntax, lists, DNS,
 * a catch-all probe per domain and a RCPT TO per address, polite to every mail server (HostGate) and
 * patient with greylisting inside a budget. Domain facts are shared by every address at the domain.
 */
export class SmtpEmailVerifier implements EmailVerifier {
  /** Politeness per mail server address (not per MX name). */
  readonly gate: HostGate
  /** DNS look-ups, catch-all probes and conversations actually made (for tests and the bench). */
  readonly counts = { mxLookUps: 0, addressLookUps: 0, catchAllProbes: 0, conversations: 0 }
  private readonly dns: MailExchangeLookup
  private readonly domains: ExpiringCache<DomainMail>
  private readonly catchAlls: ExpiringCache<CatchAllFact>
  private readonly servers: MailConversations

  constructor(
    private readonly settings: VerifierSettings,
    private readonly now: () => number = Date.now,
    private readonly randomLocalPart: () => string = () => `ll-${randomBytes(9).toString('hex')}`,
    /** A span per SMTP conversation (traces are off unless asked for). */
    tracer: Tracer = NO_TRACING,
  ) {
    this.gate = new HostGate(settings.perHostConnections, settings.perHostIntervalMs, now)
    this.dns = new MailExchangeLookup(settings.dnsServers, settings.dnsTimeoutMs)
    this.domains = new ExpiringCache(settings.domainFactsTtlMs, now)
    this.catchAlls = new ExpiringCache(settings.domainFactsTtlMs, now)
    const hostAddresses = new ExpiringCache<readonly string[]>(settings.domainFactsTtlMs, now)
    this.servers = new MailConversations(
      settings,
      this.dns,
      this.gate,
      hostAddresses,
      this.counts,
      now,
      tracer,
    )
  }

  async verify(input: string): Promise<EmailVerification> {
    const address = input.trim()
    const budget = new AddressBudget(this.settings.budgetMs, this.now)
    const steps: VerificationStep[] = []
    const done = (facts: VerdictFacts, flags: AddressFlags, mxHost: string | null): EmailVerification => ({
      address,
      ...judge(facts),
      mxHost,
      checkedAt: instant(this.now()),
      ...flags,
      steps,
    })
    const parsed = parseAddress(address)
    if ('problem' in parsed) {
      steps.push({ step: 'syntax', outcome: parsed.problem })
      return done({ syntaxProblem: parsed.problem }, NO_FLAGS, null)
    }
    // An internationalised domain is looked up and sent as its A-label (RFC 5890: xn--…), the only
    // form a server without SMTPUTF8 understands; a non-ASCII local part waits for SMTPUTF8 (the probe).
    const domainName = domainToASCII(parsed.domain)
    if (domainName === '') {
      const problem = 'the domain is not a valid internationalised name'
      steps.push({ step: 'syntax', outcome: problem })
      return done({ syntaxProblem: problem }, NO_FLAGS, null)
    }
    const localPart = address.slice(0, address.lastIndexOf('@'))
    steps.push({ step: 'syntax', outcome: 'well-formed' })
    const flags = flagsOf({ ...parsed, domain: domainName })
    steps.push({ step: 'lists', outcome: describeFlags(flags) })
    if (isReservedDomain(domainName)) {
      steps.push({ step: 'dns', outcome: 'reserved domain (RFC 2606): never contacted' })
      return {
        ...done({ syntaxProblem: null }, flags, null),
        reason: 'a reserved domain (RFC 2606) is never contacted',
      }
    }
    const domain = await this.domains.get(
      domainName,
      () => {
        this.counts.mxLookUps += 1
        return this.dns.lookUp(domainName)
      },
      (answer) => answer._tag !== 'DnsUnanswered',
    )
    steps.push({ step: 'dns', outcome: describeDomain(domain) })
    if (domain._tag !== 'MailHosts') return done({ syntaxProblem: null, domain }, flags, null)

    const catchAll = await this.catchAlls.get(
      domainName,
      () => this.probeCatchAll(domainName, domain.hosts, budget),
      (fact) => fact.catchAll !== 'unknown',
    )
    steps.push({ step: 'catch_all', outcome: catchAll.detail })
    if (catchAll.catchAll === 'yes') {
      steps.push({ step: 'smtp', outcome: 'not asked: the domain accepts any address' })
      return done(
        { syntaxProblem: null, domain, catchAll: 'yes', mailbox: { _tag: 'Accepted' } },
        flags,
        catchAll.mxHost,
      )
    }
    const asked = await this.ask(domain.hosts, `${localPart}@${domainName}`, budget)
    const mailbox = mailboxOf(asked)
    steps.push({ step: 'smtp', outcome: asked.reason })
    return done({ syntaxProblem: null, domain, catchAll: catchAll.catchAll, mailbox }, flags, asked.mxHost)
  }

  private async probeCatchAll(
    domain: string,
    hosts: readonly string[],
    budget: AddressBudget,
  ): Promise<CatchAllFact> {
    this.counts.catchAllProbes += 1
    const asked = await this.ask(hosts, `${this.randomLocalPart()}@${domain}`, budget)
    const answer = asked.answer?._tag
    if (answer === 'Accepted')
      return { catchAll: 'yes', mxHost: asked.mxHost, detail: 'a made-up address was accepted: catch-all' }
    if (answer === 'NoSuchMailbox')
      return { catchAll: 'no', mxHost: asked.mxHost, detail: 'a made-up address was refused' }
    return { catchAll: 'unknown', mxHost: asked.mxHost, detail: `not determined: ${asked.reason}` }
  }

  /** Asks the domain's servers about one recipient, retrying temporary refusals inside the budget. */
  private async ask(hosts: readonly string[], recipient: string, budget: AddressBudget): Promise<Asked> {
    let delay = this.settings.retryDelayMs
    for (;;) {
      const { outcome, host } = await this.servers.converse(hosts, recipient, budget)
      const answer = outcome._tag === 'Answered' ? (outcome.answers[0] ?? null) : null
      const temporary =
        outcome._tag === 'Temporary'
          ? outcome.reason
          : answer?._tag === 'Temporary'
            ? `${answer.meaning}: ${answer.reply}`
            : null
      // A conversation the budget cut short, after a temporary refusal: the refusal is the reason.
      const cutShort = outcome._tag === 'Failed' && budget.remainingMs() <= 0
      const waitedOn = temporary ?? (cutShort ? budget.lastTemporary : null)
      if (temporary === null && waitedOn === null)
        return { answer, mxHost: host, reason: reasonOf(outcome, answer) }
      budget.lastTemporary = waitedOn
      // The budget ran out, or will before the next try: what it was spent waiting on is the reason.
      if (temporary === null || budget.remainingMs() < delay)
        return {
          answer: null,
          mxHost: host,
          reason: `a temporary refusal did not clear in time: ${waitedOn}`,
        }
      await sleep(delay)
      delay *= 2
    }
  }
}

const mailboxOf = ({ answer, reason }: Asked): MailboxAnswer => {
  if (answer?._tag === 'Accepted') return { _tag: 'Accepted' }
  if (answer?._tag === 'NoSuchMailbox')
    return { _tag: 'NoSuchMailbox', reply: `${answer.meaning} (${answer.reply})` }
  return { _tag: 'Undecided', reason }
}

const reasonOf = (outcome: ProbeOutcome, answer: RcptAnswer | null): string => {
  if (outcome._tag !== 'Answered') return outcome.reason
  const tls = outcome.tls ? ' (over TLS)' : ''
  switch (answer?._tag) {
    case 'Accepted':
      return `the mailbox was accepted${tls}`
    case 'NoSuchMailbox':
      return `the mailbox was refused: ${answer.meaning} (${answer.reply})`
    case 'RefusedUs':
    case 'Unclear':
      return `${answer.meaning}: ${answer.reply}`
    default:
      return 'no answer about the mailbox'
  }
}

const describeFlags = (flags: AddressFlags) =>
  [flags.disposable && 'disposable', flags.freeWebmail && 'free webmail', flags.role && 'role address']
    .filter(Boolean)
    .join(', ') || 'not on any list'

const describeDomain = (domain: DomainMail): string => {
  switch (domain._tag) {
    case 'MailHosts':
      return `mail servers: ${domain.hosts.join(', ')}`
    case 'NoSuchDomain':
      return 'no such domain (NXDOMAIN)'
    case 'NullMx':
      return 'null MX: the domain takes no mail'
    case 'NoMailHost':
      return 'no MX and no address record'
    case 'DnsUnanswered':
      return `no answer: ${domain.reason}`
  }
}
