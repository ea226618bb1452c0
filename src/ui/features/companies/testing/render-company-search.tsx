// Test support, not product code: the company search page over the real use cases, an in-memory identity
// and the in-memory contacts and companies services, inside a memory-history router with the app's
// providers (query, alert dialog, toasts). The route reads and writes the address as the real one does.

import { useNavigate, useSearch } from '@tanstack/react-router'
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { QuoteMemberReveal } from '../../../../application/browser/quote-member-reveal.use-case.ts'
import { ReportBounce } from '../../../../application/browser/report-bounce.use-case.ts'
import { RevealMember } from '../../../../application/browser/reveal-member.use-case.ts'
import { InMemoryCompaniesGateway } from '../../../../application/testing/in-memory-companies.gateway.ts'
import {
  type FakeWallet,
  InMemoryContactsGateway,
} from '../../../../application/testing/in-memory-contacts.gateway.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { CompaniesTokens as T } from '../../../../composition/browser/companies.area.ts'
import { ProfileTokens } from '../../../../composition/browser/profile.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { SiteTokens } from '../../../../composition/browser/site.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import type { ProfileId } from '../../../../domain/profiles/profile-id.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { CompanySearchPage } from '../company-search-page.tsx'
import { parseCompanySearch } from '../company-search-params.ts'
import { COMPANIES, PEOPLE } from './company-fixtures.ts'

const SearchRoute = () => {
  const search = parseCompanySearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  return (
    <CompanySearchPage
      search={search}
      onNavigate={(next) => void navigate({ to: '/admin/search', search: next })}
    />
  )
}

/** Renders /admin/search (with `query`, e.g. '?domain=…&page=1') for a signed-in user with `wallet`. */
export const renderCompanySearch = async (
  options: {
    readonly query?: string
    readonly wallet?: Partial<FakeWallet>
    readonly exporter?: boolean
    /** People the user revealed before opening the page. */
    readonly revealed?: readonly string[]
    readonly language?: Language
    /** The company GET /stats suggests (null: none); the first of the fixtures by default. */
    readonly example?: { readonly name: string; readonly domain: string } | null
  } = {},
) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'user-1', username: 'ann', email: null, admin: false })
  const contacts = new InMemoryContactsGateway(PEOPLE)
  const companies = new InMemoryCompaniesGateway(contacts, COMPANIES)
  const token = contacts.tokenFor(String(await identity.accessToken()), options.wallet)
  if (options.exporter === true) companies.allowExport(token)
  for (const id of options.revealed ?? []) await contacts.reveal(token, id as ProfileId)
  const { resolver: signIn } = signInResolver(identity)
  const getAccessToken = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const first = COMPANIES[0]
  const example =
    options.example === undefined
      ? first === undefined
        ? null
        : { name: first.item.name, domain: first.item.domain }
      : options.example
  const resolver = layeredResolver(
    [
      [T.CompaniesApi, authorised(getAccessToken, companies)],
      [T.QuoteMemberReveal, new QuoteMemberReveal(getAccessToken, contacts)],
      [T.RevealMember, new RevealMember(getAccessToken, contacts)],
      [
        SiteTokens.LiveCountsApi,
        { load: async () => ({ contacts: PEOPLE.length, companies: COMPANIES.length, example }) },
      ],
      [ProfileTokens.ReportEmailBounce, new ReportBounce(getAccessToken, contacts)],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: `/admin/search${options.query ?? ''}`,
    ...(options.language === undefined ? {} : { language: options.language }),
    settleMs: 5,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [{ path: '/admin/search', component: SearchRoute }],
  })
  await app.settle()
  return { ...app, contacts, companies, wallet: () => contacts.walletOf(token) }
}
