// Test support, not product code: the home page against the real service (its routes, its database, see
// src/ui/testing/real-api.fixture.ts), with an in-memory identity, live counts and site configuration,
// TanStack Query and toasts as the app's root provides them.
import { Toaster } from 'sonner'
import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../../adapters/browser/http/wire-transport.ts'
import * as ContactsCalls from '../../../../adapters/http-contract/contacts.ts'
import { reportBounce } from '../../../../adapters/http-contract/email.ts'
import * as PaymentCalls from '../../../../adapters/http-contract/payment.ts'
import type { LiveCounts } from '../../../../application/browser/ports/live-counts.gateway.port.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { ProfileTokens } from '../../../../composition/browser/profile.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { SiteTokens } from '../../../../composition/browser/site.area.ts'
import { SubscriptionTokens } from '../../../../composition/browser/subscription.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import type { RealApi } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { AuthProvider } from '../../auth/auth-context.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { HomePage } from '../home-page.tsx'

// Without a service, a call the page makes meets no answer, as when the network is down.
const NO_SERVICE: Transport = async (request) => ({
  unanswered: 'network',
  message: `no service in this test for ${request.method} ${request.url}`,
})

/** Renders the home page at `path`, its calls going to `api` with the identity's token. */
export const renderHomePage = async (options: {
  /** The service; none for a page that makes no call of its own (an anonymous visitor's). */
  readonly api?: RealApi
  readonly identity: InMemoryIdentity
  readonly path?: string
  readonly language?: Language
  /** The way to the service of the page's contacts calls, when a test stands on it (a failure, a count). */
  readonly contactsWire?: (real: Transport) => Transport
  /** A promise that never settles keeps the counts loading; a rejection makes them fail. */
  readonly counts?: () => Promise<LiveCounts>
}) => {
  const { api, identity } = options
  const signIn = signInResolver(identity).resolver
  const getAccessToken = signIn.get(SessionTokens.GetAccessToken)
  const token = () => getAccessToken.execute()
  const wire = api === undefined ? NO_SERVICE : injectTransport(api.app)
  const contacts = contractClient(ContactsCalls, options.contactsWire?.(wire) ?? wire, token)
  const payment = contractClient(PaymentCalls, wire, token)
  const counts = options.counts ?? (async () => ({ contacts: 55_903, companies: 3_000 }))
  const resolver = layeredResolver(
    [
      [SiteTokens.LiveCountsApi, { load: counts }],
      [SubscriptionTokens.SubscriptionApi, payment],
      [ProfileTokens.ContactsApi, contacts],
      [ProfileTokens.BounceApi, contractClient({ reportBounce }, wire, token)],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: options.path ?? '/',
    // The real service answers in its own time: each wait step lets it run for a while.
    settleMs: 10,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => (
      <AuthProvider>
        {page}
        <Toaster />
      </AuthProvider>
    ),
    routes: [{ path: '/', component: HomePage }],
  })
  await app.settle()
  return app
}
