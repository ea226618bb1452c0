import type { CompanyQuery } from '../../../domain/companies/company-query.ts'
import type { ApiCallFailed } from './api-call-failed.ts'
import type { ContactParts, CreditCost, EmailDetail } from './contacts.gateway.port.ts'

/** SPEC §3 Company search result (`logo_url` on the wire). */
export type CompanyItem = {
  readonly name: string
  readonly website: string | null
  readonly country: string | null
  readonly logoUrl: string | null
  readonly url: string | null
  readonly domain: string
}

/** SPEC §3 Member: contacts masked where the user has not revealed them (`revealed` says which). */
export type CompanyMember = {
  /** The profile id: the key of the profile calls. */
  readonly key: string
  readonly url: string
  readonly name: string
  readonly title: string | null
  readonly companyName: string
  readonly emails: readonly string[]
  readonly phones: readonly string[]
  readonly whatsappValid: boolean
  readonly revealed: ContactParts
  /** The revealed emails' verdicts and dates; none while emails are masked. */
  readonly emailDetails: readonly EmailDetail[]
}

export type MembersSection = { readonly total: number; readonly members: readonly CompanyMember[] }

/** One page of GET /contact/company/members, each section in the service's order. */
export type MembersPage = {
  readonly page: number
  readonly company: CompanyItem
  readonly decisionMakers: MembersSection
  readonly others: MembersSection
  /** What this page charged: a search (or free) credit the first time, nothing again. */
  readonly charged: CreditCost
}

/** Which company: by domain (the service matches it first) and/or by name; at least one is needed. */
export type CompanyRef = { readonly company?: string | undefined; readonly domain?: string | undefined }

export type MembersRequest = CompanyRef & { readonly page: number }

/** What the export holds: one company's revealed members, or (neither given) all the user revealed. */
export type ExportScope = CompanyRef

export type ContactsExport = { readonly filename: string; readonly csv: string }

/** Plan features the page needs (GET /payment/subscription `features`). */
export type ExportEntitlement = { readonly csvExport: boolean }

/**
 * The company calls of the contacts API, with a bearer token. The export is refused with 403
 * `EXPORT_NOT_INCLUDED` when the user's plan does not include it.
 */
export interface CompaniesGateway {
  searchCompanies(accessToken: string, query: CompanyQuery): Promise<readonly CompanyItem[] | ApiCallFailed>
  membersPage(accessToken: string, request: MembersRequest): Promise<MembersPage | ApiCallFailed>
  exportContacts(accessToken: string, scope: ExportScope): Promise<ContactsExport | ApiCallFailed>
  exportEntitlement(accessToken: string): Promise<ExportEntitlement | ApiCallFailed>
}
