import { findEmail } from '../../domain/credits/credit-action.ts'
import type { Charge } from '../../domain/credits/quote.ts'
import { isDeliverable } from '../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Caller } from './caller.ts'
import { decideCharge } from './charge-credits.use-case.ts'
import type { EmailFound, EmailNotFound, FindEmail, FindEmailInput } from './find-email.use-case.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactSource } from './ports/contact-source.port.ts'
import type { CreditLedgerRepository } from './ports/credit-ledger.repository.port.ts'
import type { EmailRecords } from './ports/email-records.port.ts'

/**
 * Who and where, as people give it: a name, or a profile we hold (its name, and its company when no
 * other is given); a domain, or a company name we hold (resolved to its domain).
 */
export type FindEmailForUserInput = {
  readonly caller: Caller
  readonly firstName?: string
  readonly lastName?: string
  readonly profileId?: ProfileId
  readonly domain?: string
  readonly company?: string
  /** The bulk job the find is paid in (recorded on its ledger lines). */
  readonly job?: string
}
export type FindOutcome =
  | (EmailFound & { readonly charged: readonly Charge[] })
  | (EmailNotFound & { readonly charged: readonly Charge[] })
  | { readonly _tag: 'CreditsExceeded' }
  | { readonly _tag: 'ProfileNotFound' }
  | { readonly _tag: 'CompanyNotFound' }
  /** Neither a name nor a profile, or no domain, company or profile's company to look at. */
  | { readonly _tag: 'FinderInputMissing'; readonly what: 'name' | 'company' }

type Target = FindEmailInput & { readonly personId: string | null }

/** A held full name as a first and last name ("Anna Maria Schmidt": "Anna", "Maria Schmidt"). */
const splitFullName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}

/**
 * GET /api/email/find: the finder for a signed-in user. A `valid` or `accept_all` address costs one
 * email credit the first time this user finds it (marked before charging, so two racing finds charge
 * once); `unknown` and not found are free. An answer no credit can pay for is not given.
 */
export class FindEmailForUser {
  constructor(
    private readonly finder: FindEmail,
    private readonly records: EmailRecords,
    private readonly ledger: CreditLedgerRepository,
    private readonly clock: Clock,
    /** Absent: only a name and a domain are taken (no profile, no company name), and nothing is stored. */
    private readonly source?: ContactSource,
  ) {}

  /** The name and domain to look for, and the person we hold it for, if we know them. */
  private async target(
    input: FindEmailForUserInput,
  ): Promise<Target | Exclude<FindOutcome, { charged: unknown }>> {
    let name = { firstName: input.firstName?.trim() ?? '', lastName: input.lastName?.trim() ?? '' }
    let domain = input.domain?.trim() ?? ''
    let personId: string | null = null
    if (input.profileId !== undefined && this.source !== undefined) {
      const person = await this.source.person(input.profileId)
      if (person === undefined) return { _tag: 'ProfileNotFound' }
      personId = person.profileId
      if (name.firstName === '' || name.lastName === '') name = splitFullName(person.name)
      if (domain === '' && (input.company?.trim() ?? '') === '') domain = person.company?.domain ?? ''
    }
    if (name.firstName === '' || name.lastName === '') return { _tag: 'FinderInputMissing', what: 'name' }
    const company = input.company?.trim() ?? ''
    if (domain === '' && company !== '' && this.source !== undefined) {
      const found = await this.source.findCompany({ name: company })
      if (found === undefined) return { _tag: 'CompanyNotFound' }
      domain = found.domain
    }
    if (domain === '') return { _tag: 'FinderInputMissing', what: 'company' }
    return { ...name, domain, personId }
  }

  async execute(input: FindEmailForUserInput): Promise<FindOutcome> {
    const target = await this.target(input)
    if ('_tag' in target) return target
    const result = await this.finder.execute(target)
    if (result._tag === 'EmailNotFound' || !isDeliverable(result.verdict)) return { ...result, charged: [] }
    await this.keepWithPerson(target, result)
    const { userId } = input.caller
    const now = this.clock.now()
    const first = await this.records.markFound(userId, result.address, now)
    const paid = await this.ledger.charge(userId, (buckets) =>
      decideCharge(buckets, {
        userId,
        action: findEmail(true, !first),
        now,
        reference: result.address,
        ...(input.job === undefined ? {} : { job: input.job }),
      }),
    )
    if (paid._tag === 'CreditsExceeded') {
      if (first) await this.records.forgetFound(userId, result.address)
      return { _tag: 'CreditsExceeded' }
    }
    return { ...result, charged: paid.charges }
  }

  /**
   * A found address worth paying for is stored with its person (source `found`), so the next look at
   * them shows it at once: the profile asked about, or the one person of that name at the domain.
   */
  private async keepWithPerson(target: Target, found: EmailFound): Promise<void> {
    if (this.source === undefined) return
    const personId =
      target.personId ??
      (await this.records.personAt(target.domain.toLowerCase(), `${target.firstName} ${target.lastName}`))
    if (personId === null) return
    await this.records.storeFound(personId, {
      address: found.address,
      verdict: found.verdict,
      reason: found.verification.reason,
      mxHost: found.verification.mxHost,
      checkedAt: found.verification.checkedAt,
    })
  }
}
