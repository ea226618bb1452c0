import { NO_TRACING, type Tracer } from '../../../application/server/ports/tracer.port.ts'
import type { AddressBudget } from './address-budget.ts'
import type { ExpiringCache } from './expiring-cache.ts'
import type { HostGate } from './host-gate.ts'
import type { MailExchangeLookup } from './mail-exchange-lookup.ts'
import { type ProbeOutcome, probeRecipients } from './smtp-probe.ts'
import { connectThroughSocks } from './socks-connection.ts'
import type { VerifierSettings } from './verifier-settings.ts'

/** MX hosts tried for one conversation, in preference order. */
const MAX_HOSTS_TRIED = 3
/** Addresses tried for one conversation over all its hosts (Postfix's smtp_mx_address_limit). */
export const MAX_ADDRESSES_TRIED = 5

export type Conversation = { readonly outcome: ProbeOutcome; readonly host: string | null }
export type ConversationCounts = { conversations: number; addressLookUps: number }

const isUnreachable = (outcome: ProbeOutcome) =>
  outcome._tag === 'Failed' && outcome.reason.startsWith('connection')

/**
 * One conversation about one recipient with a domain's mail servers: each MX host in turn, each of its
 * addresses in turn (RFC 5321 §5.1) while they cannot be reached, every one inside the address's
 * budget and behind the politeness gate of the server's address.
 */
export class MailConversations {
  constructor(
    private readonly settings: VerifierSettings,
    private readonly dns: MailExchangeLookup,
    private readonly gate: HostGate,
    /** A host's addresses, remembered as long as the domain's facts are. */
    private readonly hostAddresses: ExpiringCache<readonly string[]>,
    private readonly counts: ConversationCounts,
    private readonly now: () => number,
    private readonly tracer: Tracer = NO_TRACING,
  ) {}

  async converse(hosts: readonly string[], recipient: string, budget: AddressBudget): Promise<Conversation> {
    let last: Conversation = {
      outcome: { _tag: 'Failed', reason: 'no mail server could be asked' },
      host: null,
    }
    let tried = 0
    for (const host of hosts.slice(0, MAX_HOSTS_TRIED)) {
      const addresses = await this.addressesOf(host)
      if (addresses.length === 0)
        last = { outcome: { _tag: 'Failed', reason: `connection impossible: ${host} has no address` }, host }
      for (const address of addresses) {
        if (tried >= MAX_ADDRESSES_TRIED) return last
        if (budget.remainingMs() <= 0)
          return { outcome: { _tag: 'Failed', reason: 'the time budget for this address ran out' }, host }
        tried += 1
        const queuedAt = this.now()
        const outcome = await this.gate.run(address, () => {
          budget.giveBack(this.now() - queuedAt)
          return this.traced(host, address, () => this.probe(host, address, recipient, budget))
        })
        last = { outcome, host }
        if (!isUnreachable(outcome)) return last
      }
    }
    return last
  }

  /**
   * One SMTP conversation is one span: the server (its MX name and address) and how it ended; never
   * the recipient, who is a person. The wait behind the politeness gate is not part of it.
   */
  private traced(host: string, address: string, converse: () => Promise<ProbeOutcome>) {
    return this.tracer.inSpan(
      'smtp conversation',
      {
        kind: 'client',
        attributes: {
          'server.address': host,
          'network.peer.address': address,
          'server.port': this.settings.smtpPort,
        },
      },
      async (span) => {
        const outcome = await converse()
        span.set({
          'smtp.outcome': outcome._tag,
          ...(outcome._tag === 'Answered'
            ? {
                'smtp.tls': outcome.tls,
                'smtp.answers': outcome.answers.map((answer) => answer._tag).join(','),
              }
            : { 'smtp.reason': outcome.reason }),
        })
        return outcome
      },
    )
  }

  private addressesOf(host: string): Promise<readonly string[]> {
    return this.hostAddresses.get(
      host,
      () => {
        this.counts.addressLookUps += 1
        return this.dns.addressesOf(host)
      },
      (addresses) => addresses.length > 0,
    )
  }

  private async probe(
    host: string,
    address: string,
    recipient: string,
    budget: AddressBudget,
  ): Promise<ProbeOutcome> {
    this.counts.conversations += 1
    const { smtpPort, socksProxy, connectTimeoutMs, replyTimeoutMs } = this.settings
    let through: Awaited<ReturnType<typeof connectThroughSocks>> | undefined
    if (socksProxy !== null) {
      const waitMs = Math.min(connectTimeoutMs, budget.remainingMs())
      if (waitMs <= 0) return { _tag: 'Failed', reason: 'connection not tried: the time budget ran out' }
      try {
        through = await connectThroughSocks(socksProxy, address, smtpPort, waitMs)
      } catch (error) {
        return { _tag: 'Failed', reason: `connection through the proxy failed: ${(error as Error).message}` }
      }
    }
    return probeRecipients({
      host,
      address,
      port: smtpPort,
      heloName: this.settings.heloName,
      mailFrom: this.settings.mailFrom,
      recipients: [recipient],
      timing: {
        connectMs: connectTimeoutMs,
        replyMs: replyTimeoutMs,
        deadline: budget.deadline,
        now: this.now,
      },
      ...(through === undefined ? {} : { through }),
    })
  }
}
