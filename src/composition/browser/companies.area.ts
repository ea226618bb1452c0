import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { CompaniesGateway } from '../../application/browser/ports/companies.gateway.port.ts'
import type { ContactsGateway } from '../../application/browser/ports/contacts.gateway.port.ts'
import { QuoteMemberReveal } from '../../application/browser/quote-member-reveal.use-case.ts'
import { RevealMember } from '../../application/browser/reveal-member.use-case.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'
import { SessionTokens } from './session.area.ts'

/**
 * The company search: its calls (autocomplete, members pages, the export), and the member reveal, which
 * uses the profile calls of the contacts gateway (with `want`) and answers in the dashboard's terms.
 */
export const CompaniesTokens = {
  CompaniesApi: token<Authorised<CompaniesGateway>>('CompaniesApi'),
  QuoteMemberReveal: token<QuoteMemberReveal>('QuoteMemberReveal'),
  RevealMember: token<RevealMember>('RevealMember'),
} as const

export const bindCompaniesArea = (container: Container): void => {
  const companies = lazyGateway<CompaniesGateway>(async () => {
    const { AxiosCompaniesGateway } = await import('../../adapters/browser/http/axios-companies.gateway.ts')
    return new AxiosCompaniesGateway(await sharedApiClient())
  })
  const contacts = lazyGateway<ContactsGateway>(async () => {
    const { AxiosContactsGateway } = await import('../../adapters/browser/http/axios-contacts.gateway.ts')
    return new AxiosContactsGateway(await sharedApiClient())
  })
  bindApi(container, CompaniesTokens.CompaniesApi, companies)
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(SessionTokens.GetAccessToken)
  container
    .bind(CompaniesTokens.QuoteMemberReveal)
    .toDynamicValue((ctx) => new QuoteMemberReveal(token(ctx), contacts))
  container.bind(CompaniesTokens.RevealMember).toDynamicValue((ctx) => new RevealMember(token(ctx), contacts))
}
