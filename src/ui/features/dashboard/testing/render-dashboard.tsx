// Test support, not product code: the dashboard's frame around stand-in pages, over the real use cases,
// an in-memory identity and user info, the onboarding dialog's answers sent to the real service (when a
// test gives one), with the app's providers (query, alert, toasts).
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../../adapters/browser/http/wire-transport.ts'
import * as UserCalls from '../../../../adapters/http-contract/user.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { isCallFailure } from '../../../../application/browser/ports/api-call-failed.ts'
import type { OnboardingApi } from '../../../../application/browser/ports/onboarding.api.port.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InMemoryUserInfoGateway } from '../../../../application/testing/in-memory-user-info.gateway.ts'
import { OnboardingTokens } from '../../../../composition/browser/onboarding.area.ts'
import { SessionTokens as T } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import type { RealApi } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { DashboardLayout } from '../dashboard-layout.tsx'
import { RedirectToSearch } from '../redirect-to-search.tsx'

export const DASHBOARD_PAGES = [
  '/admin/search',
  '/admin/log',
  '/admin/subscription',
  '/admin/credits',
  '/admin/pricing',
  '/admin/invitation',
  '/admin/users',
  '/admin/audit',
] as const

// As the /admin layout route does: one frame, kept while the pages below it change.
const AdminFrame = ({ children }: { children: ReactNode }) => {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return pathname.startsWith('/admin') ? <DashboardLayout>{children}</DashboardLayout> : children
}

export const renderDashboard = async (options: {
  readonly identity: InMemoryIdentity
  readonly path: string
  /** What user info says of the onboarding (null: not answered yet). */
  readonly collectionId?: string | null
  /**
   * The service the onboarding dialog's answers go to (the identity must hold a token it accepts); a
   * test without one must not submit.
   */
  readonly api?: RealApi
  /** Carries the dialog's calls to `api` (to put a failure in front of one); Fastify's inject by default. */
  readonly transport?: Transport
  readonly language?: Language
}) => {
  const user = await options.identity.currentUser()
  const userInfo = new InMemoryUserInfoGateway()
  if (user !== null) userInfo.answer = { ...user, collectionId: options.collectionId ?? null }
  const { resolver: signIn } = signInResolver(options.identity, userInfo)
  const getAccessToken = signIn.get(T.GetAccessToken) as GetAccessToken
  const { api } = options
  const service: OnboardingApi =
    api === undefined
      ? {
          completeOnboarding: () => {
            throw new Error('renderDashboard: this test gave no service (api) for completeOnboarding')
          },
        }
      : contractClient(UserCalls, options.transport ?? injectTransport(api.app), () =>
          getAccessToken.execute(),
        )
  // User info stays in memory here: a completed onboarding is what it then says, as the service's would.
  const onboarding: OnboardingApi = {
    completeOnboarding: async (input) => {
      const completed = await service.completeOnboarding(input)
      if (!isCallFailure(completed) && !('_tag' in userInfo.answer))
        userInfo.answer = { ...userInfo.answer, collectionId: completed.collectionId }
      return completed
    },
  }
  const resolver = layeredResolver([[OnboardingTokens.OnboardingApi, onboarding]], signIn)
  const app = await renderApp({
    resolver,
    path: options.path,
    ...(options.language === undefined ? {} : { language: options.language }),
    settleMs: 10,
    shell: (page) => (
      <AppShell>
        <AdminFrame>{page}</AdminFrame>
      </AppShell>
    ),
    routes: [
      { path: '/', component: () => <p>home page</p> },
      { path: '/admin', component: RedirectToSearch },
      ...DASHBOARD_PAGES.map((path) => ({ path, component: () => <h1>{`page ${path}`}</h1> })),
    ],
  })
  await app.until(() => !document.querySelector('[role="status"]'))
  await app.settle()
  return { ...app, userInfo }
}
