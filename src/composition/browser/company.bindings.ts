import type { Container } from 'inversify'
import { DownloadRevealedContacts } from '../../application/browser/download-revealed-contacts.use-case.ts'
import { FindCompanies } from '../../application/browser/find-companies.use-case.ts'
import { GetExportEntitlement } from '../../application/browser/get-export-entitlement.use-case.ts'
import type { CompaniesGateway } from '../../application/browser/ports/companies.gateway.port.ts'
import type { ContactsGateway } from '../../application/browser/ports/contacts.gateway.port.ts'
import { QuoteMemberReveal } from '../../application/browser/quote-member-reveal.use-case.ts'
import { RevealMember } from '../../application/browser/reveal-member.use-case.ts'
import { ViewMembersPage } from '../../application/browser/view-members-page.use-case.ts'
import { BrowserTokens as T } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/**
 * Binds the dashboard's company use cases. The member reveal uses the profile calls of the contacts
 * gateway (with `want`), through its own lazy stand-in, which forwards every argument.
 */
export const bindCompanyArea = (container: Container): void => {
  const companies = lazyGateway<CompaniesGateway>(async () => {
    const { AxiosCompaniesGateway } = await import('../../adapters/browser/http/axios-companies.gateway.ts')
    return new AxiosCompaniesGateway(await sharedApiClient())
  })
  const contacts = lazyGateway<ContactsGateway>(async () => {
    const { AxiosContactsGateway } = await import('../../adapters/browser/http/axios-contacts.gateway.ts')
    return new AxiosContactsGateway(await sharedApiClient())
  })
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(T.GetAccessToken)
  container.bind(T.FindCompanies).toDynamicValue((ctx) => new FindCompanies(token(ctx), companies))
  container.bind(T.ViewMembersPage).toDynamicValue((ctx) => new ViewMembersPage(token(ctx), companies))
  container.bind(T.QuoteMemberReveal).toDynamicValue((ctx) => new QuoteMemberReveal(token(ctx), contacts))
  container.bind(T.RevealMember).toDynamicValue((ctx) => new RevealMember(token(ctx), contacts))
  container
    .bind(T.DownloadRevealedContacts)
    .toDynamicValue((ctx) => new DownloadRevealedContacts(token(ctx), companies))
  container
    .bind(T.GetExportEntitlement)
    .toDynamicValue((ctx) => new GetExportEntitlement(token(ctx), companies))
}
