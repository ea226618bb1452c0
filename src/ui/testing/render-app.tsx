// Test support, not product code: renders pages of the app over the given use cases, in React's
// StrictMode (effects run twice, as in development), inside a memory-history router, with the providers
// the app's entry gives (use cases, TanStack Query, i18n). Each feature's harness is a thin layer on it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, type ReactElement, type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import type { UseCaseResolver } from '../../composition/browser.container.ts'
import type { Token } from '../../composition/tokens.ts'
import type { Language } from '../../domain/preferences/language.ts'
import { createI18n } from '../i18n/create-i18n.ts'
import { DASHBOARD_MESSAGES, DASHBOARD_PAGE_MESSAGES } from '../i18n/dashboard-messages.ts'
import { LEGAL_MESSAGES } from '../i18n/legal-messages.ts'
import { addMessagePart } from '../i18n/message-parts.ts'
import { UseCaseProvider } from '../use-case-context.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export type TestRoute = { readonly path: string; readonly component: () => ReactElement }

/** Bindings first, then `fallback` (a feature's own use cases over the sign-in ones, say). */
export const layeredResolver = (
  bindings: Iterable<readonly [symbol, unknown]>,
  fallback: UseCaseResolver,
): UseCaseResolver => {
  const values = new Map(bindings)
  return {
    get: <Value,>(token: Token<Value>): Value =>
      values.has(token) ? (values.get(token) as Value) : fallback.get(token),
  }
}

/**
 * The app fetches some of its code when first needed (the dialogs, the toaster, the home page's result
 * and sign-in prompt). Loaded here once per test file, so that in a test, as on a page that has fetched
 * them before, they show within a `settle` and a check that nothing showed is not passed by a slow load.
 */
const deferredCode = () =>
  Promise.all([
    import('sonner'),
    import('../features/toast/app-toaster.tsx'),
    import('../features/alert/generic-alert-dialog.tsx'),
    import('../lib/international-phone.ts'),
    import('../features/auth/auth-expired-dialog.tsx'),
    import('../features/home/profile-result.tsx'),
    import('../features/home/sign-in-prompt-dialog.tsx'),
    import('../features/layout/mobile-nav-sheet.tsx'),
    import('../features/dashboard/onboarding-dialog.tsx'),
    import('../features/dashboard/user-menu-dropdown.tsx'),
    import('../components/ui/sidebar-sheet.tsx'),
    import('../components/ui/sidebar-tooltip.tsx'),
  ])

export const renderApp = async (options: {
  readonly resolver: UseCaseResolver
  readonly routes: readonly TestRoute[]
  readonly path: string
  /** What the root route renders around the page (the app's providers a feature needs). */
  readonly shell: (page: ReactNode) => ReactElement
  readonly language?: Language
  /** How long one `settle` lets timers run. */
  readonly settleMs?: number
}) => {
  await deferredCode()
  const language = options.language ?? 'en'
  const i18n = await createI18n(language)
  // Pages are rendered here without the frame that fetches their messages (the dashboard's layout, the
  // policies' document): every part is there from the start.
  await Promise.all(
    [DASHBOARD_MESSAGES, DASHBOARD_PAGE_MESSAGES, LEGAL_MESSAGES].map((part) =>
      addMessagePart(i18n, part, language),
    ),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rootRoute = createRootRoute({ component: () => options.shell(<Outlet />) })
  const routeTree = rootRoute.addChildren(
    options.routes.map((route) =>
      createRoute({ getParentRoute: () => rootRoute, path: route.path, component: route.component }),
    ),
  )
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [options.path] }) })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <StrictMode>
        <UseCaseProvider resolver={options.resolver}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <RouterProvider router={router} />
            </I18nextProvider>
          </QueryClientProvider>
        </UseCaseProvider>
      </StrictMode>,
    ),
  )
  const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 0)))
  return {
    router,
    /** The whole document's text: dialogs and toasts render in portals outside the host. */
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
