import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import { isReservedDomain } from '../../domain/email/reserved-domain.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { CreditCost } from '../browser/ports/contacts.gateway.port.ts'
import type {
  EmailGateway,
  EmailVerification,
  FindEmailRequest,
  FoundEmail,
  VerifiedEmail,
  VerifiedEmails,
} from '../browser/ports/email.gateway.port.ts'

const NOTHING: CreditCost = { credits: 0, charges: [] }
const emailCredits = (quantity: number): CreditCost =>
  quantity === 0 ? NOTHING : { credits: quantity, charges: [{ kind: 'email', quantity }] }

// Roughly RFC 5322's bare address: enough to tell a pasted typo from an address.
const WELL_FORMED = /^[^\s@]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/i

const lettersOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()

/** The service's charging rule: a verdict that says something costs a credit; `unknown` is free. */
const isPaid = (verdict: EmailVerdict): boolean => verdict !== 'unknown'

/**
 * EmailGateway in memory, with the service's rules (docs/contact-engine.md): reserved domains (the demo's
 * `.example`) are never contacted and answer `unknown`, free; a malformed address is `invalid`; any
 * other address or domain answers what the test scripted (`unknown` when nothing was). The finder
 * proposes `first.last@domain`. Every paid answer takes one of `credits` email credits; a list's answers
 * no credit is left for are withheld, and a found address that cannot be paid for is a 429.
 */
export class InMemoryEmailGateway implements EmailGateway {
  readonly finds: FindEmailRequest[] = []
  readonly verified: (readonly string[])[] = []
  private readonly scripted = new Map<string, { verdict: EmailVerdict; reason: string }>()
  private readonly failures: ApiCallFailed[] = []

  constructor(
    private credits = 10,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What the engine will say of an address, or of every address at a domain (`@acme.io`). */
  answer(addressOrDomain: string, verdict: EmailVerdict, reason = `scripted ${verdict}`): this {
    this.scripted.set(addressOrDomain.toLowerCase(), { verdict, reason })
    return this
  }

  /** The email credits left. */
  get creditsLeft(): number {
    return this.credits
  }

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  async find(_accessToken: string, request: FindEmailRequest): Promise<FoundEmail | ApiCallFailed> {
    this.finds.push(request)
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    // A profile link stands for the name in its id (`ada-lovelace`); a company name for `<name>.io`.
    const [linkFirst = '', linkLast = ''] = (request.profileLink?.split('/in/')[1] ?? '').split(/[-/]/)
    const first = lettersOf(request.firstName ?? linkFirst)
    const last = lettersOf(request.lastName ?? linkLast)
    if (first === '' || last === '')
      return { found: false, basis: 'the name has no letters an address could be made of', charged: NOTHING }
    const domain = request.domain ?? `${lettersOf(request.company ?? '')}.io`
    const address = `${first}.${last}@${domain.trim().toLowerCase()}`
    const { verdict } = this.check(address)
    if (verdict === 'invalid')
      return { found: false, basis: 'the mail server refused every likely address', charged: NOTHING }
    if (isPaid(verdict)) {
      if (this.credits === 0)
        return apiCallFailed(429, { code: 'CREDITS_EXCEEDED', message: 'Credits Exceeded' })
      this.credits -= 1
    }
    return {
      found: true,
      address,
      verdict,
      confidence: verdict === 'valid' ? 99 : 40,
      basis: 'no addresses held at this domain: the most common pattern, first.last',
      charged: emailCredits(isPaid(verdict) ? 1 : 0),
    }
  }

  async verify(_accessToken: string, addresses: readonly string[]): Promise<VerifiedEmails | ApiCallFailed> {
    this.verified.push(addresses)
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    let charged = 0
    const results = addresses.map((address): VerifiedEmail => {
      const verification = this.check(address)
      if (isPaid(verification.verdict)) {
        if (this.credits === 0) return { _tag: 'Withheld', address }
        this.credits -= 1
        charged += 1
      }
      return { _tag: 'Verified', address, verification }
    })
    return { results, charged: emailCredits(charged) }
  }

  private check(address: string): EmailVerification {
    const checkedAt = this.now().toISOString()
    if (!WELL_FORMED.test(address))
      return { address, verdict: 'invalid', reason: 'not a well-formed address', checkedAt }
    const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase()
    if (isReservedDomain(domain))
      return {
        address,
        verdict: 'unknown',
        reason: `${domain} is a reserved name, never contacted`,
        checkedAt,
      }
    const said = this.scripted.get(address.toLowerCase()) ?? this.scripted.get(`@${domain}`)
    return said === undefined
      ? { address, verdict: 'unknown', reason: 'the mail server could not be asked', checkedAt }
      : { address, ...said, checkedAt }
  }
}
