import type { Parts } from '../../domain/credits/credit-action.ts'
import { viewMembersPage } from '../../domain/credits/credit-action.ts'
import type { Charge } from '../../domain/credits/quote.ts'
import { MEMBERS_PAGE_SIZE } from '../../domain/pagination/page-count.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { instant } from '../../domain/shared/instant.ts'
import type { Caller } from './caller.ts'
import { decideCharge } from './charge-credits.use-case.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactAccessRepository } from './ports/contact-access.repository.port.ts'
import type { CompanyRecord, ContactSource, MembersSlice } from './ports/contact-source.port.ts'

/** A paid members page is free to view again for this long (PRODUCT.md: "in the current period"). */
export const PAID_PAGE_PERIOD_MS = 30 * 86_400_000

export type MembersInput = {
  readonly caller: Caller
  readonly company?: string
  readonly domain?: string
  /** 1-based. */
  readonly page: number
}

export type MembersViewed = {
  readonly _tag: 'MembersViewed'
  readonly company: CompanyRecord
  readonly page: number
  readonly decisionMakers: MembersSlice
  readonly others: MembersSlice
  /** What the caller has revealed of the people on this page. */
  readonly revealed: ReadonlyMap<ProfileId, Parts>
  readonly charged: readonly Charge[]
}

export type CompanyNotFound = { readonly _tag: 'CompanyNotFound' }
export type MembersRefused = { readonly _tag: 'CreditsExceeded' }

/**
 * GET /contact/company/members: one page of a company's decision makers and of its other members,
 * contacts masked. A page with members costs one search credit, once per period; an empty page is free.
 */
export class ViewCompanyMembers {
  constructor(
    private readonly source: ContactSource,
    private readonly access: ContactAccessRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: MembersInput): Promise<MembersViewed | CompanyNotFound | MembersRefused> {
    const company = await this.source.findCompany({
      ...(input.company === undefined ? {} : { name: input.company }),
      ...(input.domain === undefined ? {} : { domain: input.domain }),
    })
    if (company === undefined) return { _tag: 'CompanyNotFound' }
    const offset = (input.page - 1) * MEMBERS_PAGE_SIZE
    const [decisionMakers, others] = await Promise.all([
      this.source.members(company.id, 'decisionMakers', offset, MEMBERS_PAGE_SIZE),
      this.source.members(company.id, 'others', offset, MEMBERS_PAGE_SIZE),
    ])
    const hasMembers = decisionMakers.people.length + others.people.length > 0
    const userId = input.caller.userId
    const now = this.clock.now()
    const paidSince = instant(now - PAID_PAGE_PERIOD_MS)
    const logged = {
      userId,
      apiName: 'getCompanyMembers' as const,
      requestParams: {
        ...(input.company === undefined ? {} : { company: input.company }),
        ...(input.domain === undefined ? {} : { domain: input.domain }),
        page: input.page,
      },
      createdAt: now,
    }
    const outcome = await this.access.viewPage(
      userId,
      { companyId: company.id, page: input.page },
      paidSince,
      (buckets, alreadyPaid) => {
        const charge = decideCharge(buckets, {
          userId,
          action: viewMembersPage(hasMembers, alreadyPaid),
          now,
          reference: `${company.id}#${input.page}`,
        })
        // A refused page is not logged; a shown one is, in the transaction of its charge.
        return charge.result._tag === 'CreditsExceeded' ? { charge } : { charge, logged }
      },
    )
    if (outcome._tag === 'CreditsExceeded') return { _tag: 'CreditsExceeded' }
    const ids = [...decisionMakers.people, ...others.people].map((p) => p.profileId)
    const revealed = await this.access.revealedOf(userId, ids)
    return {
      _tag: 'MembersViewed',
      company,
      page: input.page,
      decisionMakers,
      others,
      revealed,
      charged: outcome.charges,
    }
  }
}
