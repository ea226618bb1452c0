import { Effect, Schema } from 'effect'
import type { GetStats } from '../../../../application/server/get-stats.use-case.ts'
import type { CompanyRecord } from '../../../../application/server/ports/contact-source.port.ts'
import type { RevealProfile } from '../../../../application/server/reveal-profile.use-case.ts'
import type { SearchCompanies } from '../../../../application/server/search-companies.use-case.ts'
import type { SearchHistory } from '../../../../application/server/search-history.use-case.ts'
import type { ViewCompanyMembers } from '../../../../application/server/view-company-members.use-case.ts'
import type { Parts } from '../../../../domain/credits/credit-action.ts'
import { membersPageCount } from '../../../../domain/pagination/page-count.ts'
import { parseProfileId } from '../../../../domain/profiles/profile-id.ts'
import { badRequest, creditsExceeded, notFound } from '../routing/api-failure.ts'
import { PageQuery, Text } from '../routing/common-schemas.ts'
import { jsonOncePer } from '../routing/json-text.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { CompanyItem, HistoryResponse, MembersResponse, ProfileResponse } from './contact.schemas.ts'
import { companyItem, costView, memberMap, personView } from './contact.views.ts'

const WANTS: Record<'all' | 'emails' | 'phones', Parts> = {
  all: { emails: true, phones: true },
  emails: { emails: true, phones: false },
  phones: { emails: false, phones: true },
}

const ProfileQuery = Schema.Struct({
  reveal: Schema.withDecodingDefaultKey<Schema.Literals<readonly ['true', 'false']>>(Effect.succeed('false'))(
    Schema.Literals(['true', 'false']),
  ),
  want: Schema.withDecodingDefaultKey<Schema.Literals<readonly ['all', 'emails', 'phones']>>(
    Effect.succeed('all'),
  )(Schema.Literals(['all', 'emails', 'phones'])),
})

const Bounded = Text(200)
const CompanySearchQuery = Schema.Struct({
  companyName: Schema.optionalKey(Bounded),
  domain: Schema.optionalKey(Bounded),
})
const MembersQuery = Schema.Struct({
  company: Schema.optionalKey(Bounded),
  domain: Schema.optionalKey(Bounded),
  page: PageQuery,
})

const refusals = {
  ProfileNotFound: () => notFound('PROFILE_NOT_FOUND', 'No contact data was found for this profile'),
  CompanyNotFound: () => notFound('COMPANY_NOT_FOUND', 'No company matches this name or domain'),
  CreditsExceeded: creditsExceeded,
} as const

const CREDITS_EXCEEDED = {
  status: 429,
  code: 'CREDITS_EXCEEDED',
  when: 'no credit can pay (message `Credits Exceeded`)',
}

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
  defineRoute({
    method: 'GET',
    path: '/api/contact/profile/:linkedinId',
    access: 'user',
    tag: 'contacts',
    summary: 'A person by profile id: masked with the cost first; `reveal=true` pays and reveals',
    params: Schema.Struct({ linkedinId: Schema.String }),
    query: ProfileQuery,
    response: ProfileResponse,
    errors: [
      { status: 400, code: 'INVALID_PROFILE_ID', when: 'the id is not a profile id' },
      { status: 404, code: 'PROFILE_NOT_FOUND', when: 'no data for this person' },
      CREDITS_EXCEEDED,
    ],
    handle: async ({ caller, params, query }) => {
      const profileId = parseProfileId(params.linkedinId)
      if (typeof profileId !== 'string')
        throw badRequest('INVALID_PROFILE_ID', 'Please enter a valid LinkedIn profile URL')
      const result = await deps.revealProfile.execute({
        caller,
        profileId,
        reveal: query.reveal === 'true',
        wants: WANTS[query.want],
      })
      if (result._tag !== 'ProfileRevealed') throw refusals[result._tag]()
      return {
        ...personView(result.person, result.revealed),
        cost: result.cost === null ? null : costView(result.cost),
        charged: costView(result.charged),
      }
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/contact/search/company',
    access: 'user',
    tag: 'contacts',
    summary: 'Company autocomplete (free): by companyName (prefix, then fuzzy) or exact domain; at most 10',
    query: CompanySearchQuery,
    response: Schema.Array(CompanyItem),
    handle: async ({ query }) => {
      if (query.companyName === undefined && query.domain === undefined)
        throw badRequest('INVALID_REQUEST', 'Give companyName or domain')
      return companyListJson(await deps.searchCompanies.execute(query))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/contact/company/members',
    access: 'user',
    tag: 'contacts',
    summary: "One page (10 each) of a company's decision makers and other members; one search credit a page",
    query: MembersQuery,
    response: MembersResponse,
    errors: [{ status: 404, code: 'COMPANY_NOT_FOUND', when: 'no such company' }, CREDITS_EXCEEDED],
    handle: async ({ caller, query }) => {
      if (query.company === undefined && query.domain === undefined)
        throw badRequest('INVALID_REQUEST', 'Give company or domain')
      const result = await deps.viewMembers.execute({ caller, ...query })
      if (result._tag !== 'MembersViewed') throw refusals[result._tag]()
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
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/contact/history',
    access: 'user',
    tag: 'contacts',
    summary: "The search log, 10 a page, newest first: the caller's own, or everyone's for admins",
    query: Schema.Struct({ page: PageQuery }),
    response: HistoryResponse,
    handle: async ({ caller, query }) => {
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
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stats',
    access: 'public',
    tag: 'public',
    summary: 'Live counts of contacts and companies, for the home page',
    response: Schema.Struct({ contacts: Schema.Number, companies: Schema.Number }),
    handle: () => deps.getStats.execute(),
  }),
]
