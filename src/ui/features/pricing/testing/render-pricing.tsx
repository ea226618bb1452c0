// Test support, not product code: the pricing page over the real use cases, an in-memory identity and
// billing gateway, inside a memory-history router with the app's providers (query, alert, toasts).
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
import { CheckInviteCode } from '../../../../application/browser/check-invite-code.use-case.ts'
import { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { SiteConfig } from '../../../../application/browser/ports/site-config.gateway.port.ts'
import { PurchasePlan } from '../../../../application/browser/purchase-plan.use-case.ts'
import { InMemoryBillingGateway } from '../../../../application/testing/in-memory-billing.gateway.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import type { UseCaseResolver } from '../../../../composition/browser.container.ts'
import { BrowserTokens as T, type Token } from '../../../../composition/tokens.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { createI18n } from '../../../i18n/create-i18n.ts'
import { UseCaseProvider } from '../../../use-case-context.tsx'
import { AlertDialogProvider } from '../../alert/alert-dialog-provider.tsx'
import { AuthProvider } from '../../auth/auth-context.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { AppToaster } from '../../toast/app-toaster.tsx'
import { PricingPage } from '../pricing-page.tsx'

export const SITE_CONFIG: SiteConfig = {
  brandName: 'LeadLens',
  supportEmail: 'support@leadlens.example',
  salesEmail: 'sales@leadlens.example',
  chatLink: 'https://chat.leadlens.example/support',
  notice: null,
}

export const renderPricing = async (options: {
  readonly identity: InMemoryIdentity
  readonly billing?: InMemoryBillingGateway
  readonly language?: Language
  readonly path?: string
  readonly cancelled?: boolean
}) => {
  const billing = options.billing ?? new InMemoryBillingGateway()
  const { resolver: signIn } = signInResolver(options.identity)
  const getAccessToken = signIn.get(T.GetAccessToken) as GetAccessToken
  const mine = new Map<symbol, unknown>([
    [T.PurchasePlan, new PurchasePlan(options.identity, getAccessToken, billing)],
    [T.CheckInviteCode, new CheckInviteCode(options.identity, getAccessToken, billing)],
    [T.GetSiteConfig, { execute: async () => SITE_CONFIG }],
  ])
  const resolver: UseCaseResolver = {
    get: <Value,>(token: Token<Value>): Value =>
      mine.has(token) ? (mine.get(token) as Value) : signIn.get(token),
  }
  const i18n = await createI18n(options.language ?? 'en')
  const rootRoute = createRootRoute({
    component: () => (
      <AuthProvider>
        <AlertDialogProvider>
          <Outlet />
        </AlertDialogProvider>
        <AppToaster />
      </AuthProvider>
    ),
  })
  const pricing = createRoute({
    getParentRoute: () => rootRoute,
    path: '/pricing',
    component: () => <PricingPage cancelled={options.cancelled ?? false} />,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pricing]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/pricing'] }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
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
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  await settle()
  return {
    billing,
    settle,
    text: () => document.body.textContent ?? '',
    unmount: () => {
      act(() => root.unmount())
      host.remove()
      queryClient.clear()
    },
  }
}
