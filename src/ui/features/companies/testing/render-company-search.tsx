// Test support, not product code: the company search page over the real service (its routes and database),
// an in-memory identity, inside a memory-history router with the app's
// providers (query, alert dialog, toasts). The route reads and writes the address as the real one does.

import { useNavigate, useSearch } from '@tanstack/react-router'
import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import * as ContactsCalls from '../../../../adapters/http-contract/contacts.ts'
import { reportBounce } from '../../../../adapters/http-contract/email.ts'
import * as PaymentCalls from '../../../../adapters/http-contract/payment.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { CompaniesTokens as T } from '../../../../composition/browser/companies.area.ts'
import { ProfileTokens } from '../../../../composition/browser/profile.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { SiteTokens } from '../../../../composition/browser/site.area.ts'
import { aWallet, creditsLeft } from '../../../../composition/testing/contacts-world.fixture.ts'
import { must } from '../../../../composition/testing/must.fixture.ts'
import { anInviteCode } from '../../../../composition/testing/orders-world.fixture.ts'
import type { CreditKind } from '../../../../domain/credits/credit-kind.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { recordingTransport } from '../../../testing/calls-made.ts'
import { type RealApi, tokenFor } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { CompanySearchPage } from '../company-search-page.tsx'
import { parseCompanySearch } from '../company-search-params.ts'
import { BRIGHTFOLD, COMPANIES, PEOPLE } from './company-fixtures.ts'

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

let users = 0

/**
 * Renders /admin/search (with `query`, e.g. '?domain=…&page=1') for a new signed-in user with `wallet`
 * (the FREE trial's 10 free credits unless it says otherwise), on `api` seeded by seedCompanyWorld.
 */
export const renderCompanySearch = async (
  api: RealApi,
  options: {
    readonly query?: string
    readonly wallet?: Partial<Record<CreditKind, number>>
    /** A Pro plan (bought with a 100% invite code), which includes the CSV export. */
    readonly exporter?: boolean
    /** People the user revealed before opening the page. */
    readonly revealed?: readonly string[]
    readonly language?: Language
    /** The company GET /stats suggests (null: none); the first of the fixtures by default. */
    readonly example?: { readonly name: string; readonly domain: string } | null
  } = {},
) => {
  const identity = new InMemoryIdentity()
  const account = { sub: `searcher-${++users}`, username: 'ann', email: null, admin: false }
  const token = await tokenFor(api, account)
  identity.signInDirectly(account, token)
  await aWallet(api, account.sub, token, options.wallet)
  const wire = injectTransport(api.app)
  const direct = contractClient(ContactsCalls, wire, async () => token)
  if (options.exporter === true) {
    const code = `PRO-${account.sub}`.toUpperCase()
    await anInviteCode(api, code, 5000)
    const payment = contractClient(PaymentCalls, wire, async () => token)
    must(await payment.placeOrder({ body: { plan: 'MONTHLY_PRO', inviteCode: code } }), 'the Pro plan')
  }
  for (const linkedinId of options.revealed ?? [])
    must(
      await direct.revealProfile({ params: { linkedinId }, query: { reveal: 'true', want: 'all' } }),
      'a reveal',
    )
  const { resolver: signIn } = signInResolver(identity)
  const getAccessToken = signIn.get(SessionTokens.GetAccessToken)
  const accessToken = () => getAccessToken.execute()
  const recorder = recordingTransport([ContactsCalls, PaymentCalls], wire)
  const example =
    options.example === undefined ? { name: BRIGHTFOLD.name, domain: BRIGHTFOLD.domain } : options.example
  const resolver = layeredResolver(
    [
      [T.CompaniesApi, contractClient(ContactsCalls, recorder.transport, accessToken)],
      [T.PlanFeaturesApi, contractClient(PaymentCalls, recorder.transport, accessToken)],
      [
        SiteTokens.LiveCountsApi,
        { load: async () => ({ contacts: PEOPLE.length, companies: COMPANIES.length, example }) },
      ],
      [ProfileTokens.BounceApi, contractClient({ reportBounce }, recorder.transport, accessToken)],
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
  return {
    ...app,
    calls: recorder.calls,
    failNext: recorder.failNext,
    user: account.sub,
    wallet: () => creditsLeft(api, token),
  }
}
