import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  CompaniesGateway,
  CompanyItem,
  CompanyMember,
  CompanyRef,
  ExportScope,
  MembersRequest,
} from '../../../application/browser/ports/companies.gateway.port.ts'
import type { CompanyQuery } from '../../../domain/companies/company-query.ts'
import {
  type CompanyItem as CompanyAnswer,
  companyMembers,
  exportContacts,
  type Member,
  searchCompanies,
} from '../../http-contract/contacts.ts'
import { subscriptionOverview } from '../../http-contract/payment.ts'
import { emailDetailsOf } from './axios-contacts.gateway.ts'
import { callApi, requestOf } from './call-api.ts'
import { requestText } from './request-text.ts'

const companyOf = (c: typeof CompanyAnswer.Type): CompanyItem => ({
  name: c.name,
  website: c.website,
  country: c.country,
  logoUrl: c.logo_url,
  url: c.url,
  domain: c.domain,
})

// The maps are keyed by profile id; `position` keeps the service's order (JSON reorders numeric keys).
const membersOf = (map: Readonly<Record<string, typeof Member.Type>>): readonly CompanyMember[] =>
  Object.values(map)
    .toSorted((a, b) => a.position - b.position)
    .map((m) => ({
      key: m.key,
      url: m.url,
      name: m.name,
      title: m.title,
      companyName: m.company.name,
      emails: m.emails,
      phones: m.phones,
      whatsappValid: m.whatsappValid,
      revealed: m.revealed,
      emailDetails: emailDetailsOf(m.emailDetails),
    }))

const refParams = (ref: CompanyRef) => ({
  ...(ref.company === undefined ? {} : { company: ref.company }),
  ...(ref.domain === undefined ? {} : { domain: ref.domain }),
})

/** CompaniesGateway over the shared API client (GET /api/contact/search/company, …/members, …/export). */
export class AxiosCompaniesGateway implements CompaniesGateway {
  constructor(private readonly client: AxiosInstance) {}

  async searchCompanies(
    accessToken: string,
    query: CompanyQuery,
  ): Promise<readonly CompanyItem[] | ApiCallFailed> {
    const params = 'domain' in query ? { domain: query.domain } : { companyName: query.companyName }
    const found = await callApi(this.client, accessToken, searchCompanies, { query: params })
    return isCallFailure(found) ? found : found.map(companyOf)
  }

  async membersPage(accessToken: string, request: MembersRequest) {
    const query = { ...refParams(request), page: String(request.page) }
    const body = await callApi(this.client, accessToken, companyMembers, { query })
    if (isCallFailure(body)) return body
    return {
      page: body.page,
      company: companyOf(body.company),
      decisionMakers: {
        total: body.desisionMetadata.total_results,
        members: membersOf(body.desisionMakerProfiles),
      },
      others: { total: body.searchMetadata.total_results, members: membersOf(body.searchProfiles) },
      charged: body.charged,
    }
  }

  exportContacts(accessToken: string, scope: ExportScope) {
    return requestText(
      this.client,
      accessToken,
      {
        ...requestOf(exportContacts, { query: refParams(scope) }),
        headers: { accept: exportContacts.produces },
      },
      `${scope.domain ?? scope.company ?? 'revealed'}-contacts.csv`,
    )
  }

  async exportEntitlement(accessToken: string) {
    const body = await callApi(this.client, accessToken, subscriptionOverview, {})
    return isCallFailure(body) ? body : body.features
  }
}
