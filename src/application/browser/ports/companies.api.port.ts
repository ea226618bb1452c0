import type { InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as ContactsCalls from '../../../adapters/http-contract/contacts.ts'
import type * as PaymentCalls from '../../../adapters/http-contract/payment.ts'
import type { AnswerOfCall, Api, FailureCodeOf } from './api.port.ts'

/**
 * The company search's calls: autocomplete, members pages, the export, and the member reveal (the
 * profile calls with `want`), all of the contacts module.
 */
export type CompaniesApi = Api<typeof ContactsCalls>

/** The plan's features (GET /payment/subscription), which say whether the CSV export is included. */
export type PlanFeaturesApi = Api<Pick<typeof PaymentCalls, 'subscriptionOverview'>>

/** SPEC §3 Company search result (`logo_url` on the wire). */
export type CompanyItem = AnswerOfCall<typeof ContactsCalls, 'searchCompanies'>[number]

/** One page of GET /contact/company/members (SPEC §3, `desision…` spelling included). */
export type MembersPage = AnswerOfCall<typeof ContactsCalls, 'companyMembers'>

/** SPEC §3 Member: contacts masked where the user has not revealed them (`revealed` says which). */
export type CompanyMember = MembersPage['desisionMakerProfiles'][string]

type MembersQuery = NonNullable<InputOf<typeof ContactsCalls.companyMembers>['query']>

/** Which company: by domain (the service matches it first) and/or by name; at least one is needed. */
export type CompanyRef = Pick<MembersQuery, 'company' | 'domain'>

/** What the export holds: one company's revealed members, or (neither given) all the user revealed. */
export type ExportScope = NonNullable<InputOf<typeof ContactsCalls.exportContacts>['query']>

export type ExportFailureCode = FailureCodeOf<typeof ContactsCalls, 'exportContacts'>
