import { Resolver } from 'node:dns/promises'
import type { DomainMail } from '../../../domain/email/email-verdict.ts'

const errorCode = (error: unknown) => (error as { code?: string }).code ?? 'unknown error'
const NO_SUCH_NAME = new Set(['ENOTFOUND'])
const NO_RECORDS = new Set(['ENODATA'])

/**
 * Where a domain's mail goes (RFC 5321 §5.1): its MX hosts by preference; a null MX (RFC 7505) says it
 * takes none; with no MX the domain itself is the host when it has an address (the A fallback).
 */
export class MailExchangeLookup {
  private readonly resolver: Resolver

  constructor(servers: readonly string[], timeoutMs: number) {
    this.resolver = new Resolver({ timeout: timeoutMs, tries: 2 })
    if (servers.length > 0) this.resolver.setServers([...servers])
  }

  async lookUp(domain: string): Promise<DomainMail> {
    try {
      const records = await this.resolver.resolveMx(domain)
      if (records.length === 1 && (records[0]?.exchange ?? '') === '' && records[0]?.priority === 0)
        return { _tag: 'NullMx' }
      const hosts = records
        .filter((record) => record.exchange !== '')
        .sort((a, b) => a.priority - b.priority)
        .map((record) => record.exchange.toLowerCase())
      if (hosts.length > 0) return { _tag: 'MailHosts', hosts }
      return await this.addressFallback(domain)
    } catch (error) {
      const code = errorCode(error)
      if (NO_SUCH_NAME.has(code)) return { _tag: 'NoSuchDomain' }
      if (NO_RECORDS.has(code)) return await this.addressFallback(domain)
      return { _tag: 'DnsUnanswered', reason: code }
    }
  }

  /**
   * Every address of a mail host (RFC 5321 §5.1: a client tries them in turn): IPv4 first, where a
   * sender's reputation (its PTR record) usually lives, then IPv6 (AAAA), each in DNS's order. An empty
   * list: the host has none, or DNS did not answer.
   */
  async addressesOf(host: string): Promise<readonly string[]> {
    const [v4, v6] = await Promise.all([
      this.resolver.resolve4(host).catch(() => [] as string[]),
      this.resolver.resolve6(host).catch(() => [] as string[]),
    ])
    return [...v4, ...v6]
  }

  /** The implicit MX (RFC 5321 §5.1): the domain itself, when it has an address of either family. */
  private async addressFallback(domain: string): Promise<DomainMail> {
    const answers = await Promise.allSettled([this.resolver.resolve4(domain), this.resolver.resolve6(domain)])
    if (answers.some((answer) => answer.status === 'fulfilled' && answer.value.length > 0))
      return { _tag: 'MailHosts', hosts: [domain] }
    const codes = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [errorCode(answer.reason)] : [],
    )
    if (codes.some((code) => NO_SUCH_NAME.has(code))) return { _tag: 'NoSuchDomain' }
    const failure = codes.find((code) => !NO_RECORDS.has(code))
    return failure === undefined ? { _tag: 'NoMailHost' } : { _tag: 'DnsUnanswered', reason: failure }
  }
}
