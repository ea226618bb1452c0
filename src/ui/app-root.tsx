import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { i18n } from 'i18next'
import { StrictMode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { UseCaseResolver } from '../composition/browser.container.ts'
import { type StartingAuth, StartingAuthState } from './features/auth/auth-context.tsx'
import type { AppRouter } from './router.ts'
import { UseCaseProvider } from './use-case-context.tsx'

export type AppParts = {
  readonly resolver: UseCaseResolver
  readonly queryClient: QueryClient
  readonly i18n: i18n
  readonly router: AppRouter
  /** Who is signed in as first drawn, and as already read; by default it is read once the app runs. */
  readonly auth?: StartingAuth
}

const NOT_KNOWN_YET: StartingAuth = { drawn: { status: 'checking' } }

/**
 * The whole app, as the browser runs it and as the server renders a page of it: the same tree on both
 * sides, or hydration would not match (useId's ids follow the tree's shape).
 */
export const AppRoot = ({ resolver, queryClient, i18n, router, auth = NOT_KNOWN_YET }: AppParts) => (
  <StrictMode>
    <UseCaseProvider resolver={resolver}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <StartingAuthState.Provider value={auth}>
            <RouterProvider router={router} />
          </StartingAuthState.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </UseCaseProvider>
  </StrictMode>
)
