// Test support, not product code: the home page over in-memory ports (identity, contacts service, live
// counts, site configuration) with TanStack Query and toasts, as the app's root provides them.
import { Toaster } from 'sonner'
import { LookUpProfile } from '../../../../application/browser/look-up-profile.use-case.ts'
import type { LiveCounts } from '../../../../application/browser/ports/live-counts.gateway.port.ts'
import { ReportBounce } from '../../../../application/browser/report-bounce.use-case.ts'
import { RevealProfileContacts } from '../../../../application/browser/reveal-profile-contacts.use-case.ts'
import { InMemoryContactsGateway } from '../../../../application/testing/in-memory-contacts.gateway.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { ProfileTokens } from '../../../../composition/browser/profile.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { SiteTokens } from '../../../../composition/browser/site.area.ts'
import { SubscriptionTokens } from '../../../../composition/browser/subscription.area.ts'
import { CREDIT_KINDS } from '../../../../domain/credits/credit-kind.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { AuthProvider } from '../../auth/auth-context.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { HomePage } from '../home-page.tsx'

/** Renders the home page at `path`; the signed-in user's token is known to the fake contacts service. */
export const renderHomePage = async (options: {
  readonly identity: InMemoryIdentity
  readonly path?: string
  readonly language?: Language
  readonly contacts?: InMemoryContactsGateway
  /** A promise that never settles keeps the counts loading; a rejection makes them fail. */
  readonly counts?: () => Promise<LiveCounts>
}) => {
  const { identity } = options
  const contacts = options.contacts ?? new InMemoryContactsGateway()
  const token = await identity.accessToken()
  if (typeof token === 'string') contacts.tokenFor(token)
  const signIn = signInResolver(identity).resolver
  const getAccessToken = signIn.get(SessionTokens.GetAccessToken)
  const counts = options.counts ?? (async () => ({ contacts: 55_903, companies: 3_000 }))
  // The credits left, as the service would count them after each reveal: the fake contacts service's wallet.
  const overview = async () => {
    const wallet = typeof token === 'string' ? contacts.walletOf(token) : undefined
    const creditDetails = Object.fromEntries(
      CREDIT_KINDS.map((kind) => {
        const left = wallet?.[kind] ?? 0
        return [kind, { total: left, used: 0, left }]
      }),
    ) as Record<(typeof CREDIT_KINDS)[number], { total: number; used: number; left: number }>
    return { current: null, stacked: [], history: [], creditDetails }
  }
  const resolver = layeredResolver(
    [
      [SiteTokens.LiveCountsApi, { load: counts }],
      [SubscriptionTokens.SubscriptionApi, { overview }],
      [ProfileTokens.LookUpProfile, new LookUpProfile(getAccessToken, contacts)],
      [ProfileTokens.RevealProfileContacts, new RevealProfileContacts(getAccessToken, contacts)],
      [ProfileTokens.ReportEmailBounce, new ReportBounce(getAccessToken, contacts)],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: options.path ?? '/',
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
  return { contacts, ...app }
}
