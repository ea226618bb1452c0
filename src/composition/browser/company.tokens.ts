import type { DownloadRevealedContacts } from '../../application/browser/download-revealed-contacts.use-case.ts'
import type { FindCompanies } from '../../application/browser/find-companies.use-case.ts'
import type { GetExportEntitlement } from '../../application/browser/get-export-entitlement.use-case.ts'
import type { QuoteMemberReveal } from '../../application/browser/quote-member-reveal.use-case.ts'
import type { RevealMember } from '../../application/browser/reveal-member.use-case.ts'
import type { ViewMembersPage } from '../../application/browser/view-members-page.use-case.ts'
import { token } from '../token.ts'

/** The dashboard's company use cases (bound in company.bindings.ts). */
export const CompanyTokens = {
  FindCompanies: token<FindCompanies>('FindCompanies'),
  ViewMembersPage: token<ViewMembersPage>('ViewMembersPage'),
  QuoteMemberReveal: token<QuoteMemberReveal>('QuoteMemberReveal'),
  RevealMember: token<RevealMember>('RevealMember'),
  DownloadRevealedContacts: token<DownloadRevealedContacts>('DownloadRevealedContacts'),
  GetExportEntitlement: token<GetExportEntitlement>('GetExportEntitlement'),
} as const
