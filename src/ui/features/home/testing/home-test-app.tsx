// Test support, not product code: the home page over in-memory ports (identity, contacts service, live
// counts, site configuration) with TanStack Query and toasts, as the app's root provides them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { Toaster } from 'sonner'
import { GetLiveCounts } from '../../../../application/browser/get-live-counts.use-case.ts'
import { GetSiteConfig } from '../../../../application/browser/get-site-config.use-case.ts'
import { LookUpProfile } from '../../../../application/browser/look-up-profile.use-case.ts'
import type { LiveCounts } from '../../../../application/browser/ports/live-counts.gateway.port.ts'
import type { SiteConfig } from '../../../../application/browser/ports/site-config.gateway.port.ts'
import { RevealProfileContacts } from '../../../../application/browser/reveal-profile-contacts.use-case.ts'
import { InMemoryContactsGateway } from '../../../../application/testing/in-memory-contacts.gateway.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import type { UseCaseResolver } from '../../../../composition/browser.container.ts'
import { BrowserTokens as T, type Token } from '../../../../composition/tokens.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { createI18n } from '../../../i18n/create-i18n.ts'
import { UseCaseProvider } from '../../../use-case-context.tsx'
import { AuthProvider } from '../../auth/auth-context.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { HomePage } from '../home-page.tsx'

export const SITE_CONFIG: SiteConfig = {
  brandName: 'LeadLens',
  supportEmail: 'support@leadlens.example',
  salesEmail: 'sales@leadlens.example',
  chatLink: 'https://chat.leadlens.example/support',
  notice: null,
}

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
  const getAccessToken = signIn.get(T.GetAccessToken)
  const counts = options.counts ?? (async () => ({ contacts: 55_903, companies: 3_000 }))
  const values = new Map<symbol, unknown>([
    [T.GetSiteConfig, new GetSiteConfig({ load: async () => SITE_CONFIG })],
    [T.GetLiveCounts, new GetLiveCounts({ load: counts })],
    [T.LookUpProfile, new LookUpProfile(getAccessToken, contacts)],
    [T.RevealProfileContacts, new RevealProfileContacts(getAccessToken, contacts)],
  ])
  const resolver: UseCaseResolver = {
    get: <Value,>(key: Token<Value>): Value =>
      values.has(key) ? (values.get(key) as Value) : signIn.get(key),
  }
  const i18n = await createI18n(options.language ?? 'en')
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rootRoute = createRootRoute({
    component: () => (
      <AuthProvider>
        <Outlet />
        <Toaster />
      </AuthProvider>
    ),
  })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage }),
  ])
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <StrictMode>
        <UseCaseProvider resolver={resolver}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <RouterProvider router={router} />
            </I18nextProvider>
          </QueryClientProvider>
        </UseCaseProvider>
      </StrictMode>,
    ),
  )
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  await settle()
  return {
    contacts,
    router,
    /** The whole document's text: dialogs and toasts render outside the host. */
    text: () => document.body.textContent ?? '',
    settle,
    /** Waits until `check` passes, letting React and the fakes run in between. */
    until: async (check: () => boolean, tries = 50) => {
      for (let i = 0; i < tries && !check(); i++) await settle()
      if (!check()) throw new Error('the page never got there')
    },
    unmount: () => {
      act(() => root.unmount())
      host.remove()
      queryClient.clear()
    },
  }
}
