import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import { isReservedDomain } from '../../domain/email/reserved-domain.ts'
import { instant } from '../../domain/shared/instant.ts'
import type { EmailVerification, EmailVerifier } from '../server/ports/email-verifier.port.ts'

/**
 * EmailVerifier for use-case tests: answers each address as scripted (a verdict, or a verdict per
 * domain), `invalid` for an address with no `@`, `unknown` for a reserved domain, and records what it
 * was asked. The real verifier is `SmtpEmailVerifier`, tested against a loopback mail world.
 */
export class ScriptedEmailVerifier implements EmailVerifier {
  readonly asked: string[] = []

  constructor(
    private readonly byAddress: Readonly<Record<string, EmailVerdict>> = {},
    private readonly byDomain: Readonly<Record<string, EmailVerdict>> = {},
    private readonly now: () => number = () => Date.UTC(2026, 10, 25),
  ) {}

  async verify(input: string): Promise<EmailVerification> {
    const address = input.trim()
    this.asked.push(address)
    const domain = address.split('@')[1]?.toLowerCase()
    const result = (verdict: EmailVerdict, reason: string, mxHost: string | null): EmailVerification => ({
      address,
      verdict,
      reason,
      mxHost,
      checkedAt: instant(this.now()),
      disposable: false,
      freeWebmail: false,
      role: false,
      steps: [],
    })
    if (domain === undefined || domain === '') return result('invalid', 'syntax: not an address', null)
    if (isReservedDomain(domain))
      return result('unknown', 'a reserved domain (RFC 2606) is never contacted', null)
    const verdict = this.byAddress[address] ?? this.byDomain[domain] ?? 'invalid'
    const reason =
      verdict === 'invalid' ? 'the mail server refused the mailbox: 550 5.1.1' : `scripted ${verdict}`
    return result(verdict, reason, `mx.${domain}`)
  }
}
