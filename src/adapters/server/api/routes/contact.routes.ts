import type { GetStats } from '../../../../application/server/get-stats.use-case.ts'
import type { CompanyRecord } from '../../../../application/server/ports/contact-source.port.ts'
import type { RevealProfile } from '../../../../application/server/reveal-profile.use-case.ts'
import type { SearchCompanies } from '../../../../application/server/search-companies.use-case.ts'
import type { SearchHistory } from '../../../../application/server/search-history.use-case.ts'
import type { ViewCompanyMembers } from '../../../../application/server/view-company-members.use-case.ts'
import { wantedParts } from '../../../../domain/companies/reveal-choice.ts'
import { membersPageCount } from '../../../../domain/pagination/page-count.ts'
import { parseProfileId } from '../../../../domain/profiles/profile-id.ts'
import {
  companyMembers,
  revealProfile,
  searchCompanies,
  searchHistory,
} from '../../../http-contract/contacts.ts'
import { stats } from '../../../http-contract/public.ts'
import { invalidRequest } from '../routing/api-failure.ts'
import { jsonOncePer } from '../routing/json-text.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseContact } from './contact.failures.ts'
import { companyItem, costView, memberMap, personView } from './contact.views.ts'

// The search in front hands back the same list while it keeps an answer, so each list is written once.
const companyListJson = jsonOncePer((companies: readonly CompanyRecord[]) => companies.map(companyItem))

export type ContactRouteDeps = {
  readonly revealProfile: RevealProfile
  readonly searchCompanies: SearchCompanies
  readonly viewMembers: ViewCompanyMembers
  readonly searchHistory: SearchHistory
  readonly getStats: GetStats
}

export const contactRoutes = (deps: ContactRouteDeps): readonly AnyRoute[] => [
  defineRoute(revealProfile, async ({ caller, params, query }) => {
    const profileId = parseProfileId(params.linkedinId)
    if (typeof profileId !== 'string') throw refuseContact(profileId)
    const result = await deps.revealProfile.execute({
      caller,
      profileId,
      reveal: query.reveal === 'true',
      wants: wantedParts(query.want),
    })
    if (result._tag !== 'ProfileRevealed') throw refuseContact(result)
    return {
      ...personView(result.person, result.revealed, result.recheckPending),
      cost: result.cost === null ? null : costView(result.cost),
      charged: costView(result.charged),
    }
  }),
  defineRoute(searchCompanies, async ({ query }) => {
    if (query.companyName === undefined && query.domain === undefined)
      throw invalidRequest('Give companyName or domain')
    return companyListJson(await deps.searchCompanies.execute(query))
  }),
  defineRoute(companyMembers, async ({ caller, query }) => {
    if (query.company === undefined && query.domain === undefined)
      throw invalidRequest('Give company or domain')
    const result = await deps.viewMembers.execute({ caller, ...query })
    if (result._tag !== 'MembersViewed') throw refuseContact(result)
    const offset = (result.page - 1) * 10
    return {
      desisionMetadata: { total_results: result.decisionMakers.total },
      searchMetadata: { total_results: result.others.total },
      desisionMakerProfiles: memberMap(result.decisionMakers.people, result.revealed, offset),
      searchProfiles: memberMap(result.others.people, result.revealed, offset),
      page: result.page,
      totalPages: membersPageCount(result.decisionMakers.total, result.others.total),
      company: companyItem(result.company),
      charged: costView(result.charged),
    }
  }),
  defineRoute(searchHistory, async ({ caller, query }) => {
    const history = await deps.searchHistory.execute(caller, query.page)
    return {
      data: history.entries.map((e) => ({
        id: e.id,
        apiName: e.apiName,
        requestParams: e.requestParams,
        createdAt: new Date(e.createdAt).toISOString(),
        user: { id: e.userId, username: e.username },
      })),
      meta: { totalPages: history.totalPages, total: history.total, page: history.page },
    }
  }),
  defineRoute(stats, () => deps.getStats.execute()),
]
