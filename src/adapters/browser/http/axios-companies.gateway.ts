import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  CompaniesGateway,
  CompanyItem,
  CompanyRef,
  ExportScope,
  MembersRequest,
} from '../../../application/browser/ports/companies.gateway.port.ts'
import type { CompanyQuery } from '../../../domain/companies/company-query.ts'
import { Company, companyOf, Features, MembersBody, membersOf } from './companies-wire.ts'
import { requestJson } from './request-json.ts'
import { requestText } from './request-text.ts'

const refParams = (ref: CompanyRef): Record<string, string> => ({
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
    const found = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/contact/search/company', params },
      Schema.Array(Company),
    )
    return isCallFailure(found) ? found : found.map(companyOf)
  }

  async membersPage(accessToken: string, request: MembersRequest) {
    const body = await requestJson(
      this.client,
      accessToken,
      {
        method: 'GET',
        url: '/api/contact/company/members',
        params: { ...refParams(request), page: String(request.page) },
      },
      MembersBody,
    )
    if ('_tag' in body) return body
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
        method: 'GET',
        url: '/api/contact/export',
        params: refParams(scope),
        headers: { accept: 'text/csv' },
      },
      `${scope.domain ?? scope.company ?? 'revealed'}-contacts.csv`,
    )
  }

  async exportEntitlement(accessToken: string) {
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/payment/subscription' },
      Features,
    )
    return '_tag' in body ? body : body.features
  }
}
