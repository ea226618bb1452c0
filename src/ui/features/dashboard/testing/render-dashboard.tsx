// Test support, not product code: the dashboard's frame around stand-in pages, over the real use cases,
// an in-memory identity, user info and onboarding service, with the app's providers (query, alert, toasts).
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { OnboardingGateway } from '../../../../application/browser/ports/onboarding.gateway.port.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InMemoryOnboardingGateway } from '../../../../application/testing/in-memory-onboarding.gateway.ts'
import { InMemoryUserInfoGateway } from '../../../../application/testing/in-memory-user-info.gateway.ts'
import { OnboardingTokens } from '../../../../composition/browser/onboarding.area.ts'
import { SessionTokens as T } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
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
  readonly onboarding?: InMemoryOnboardingGateway
  readonly language?: Language
}) => {
  const user = await options.identity.currentUser()
  const userInfo = new InMemoryUserInfoGateway()
  if (user !== null) userInfo.answer = { ...user, collectionId: options.collectionId ?? null }
  const onboarding = options.onboarding ?? new InMemoryOnboardingGateway()
  // The service's side: a completed onboarding is what user info then says.
  const service: OnboardingGateway = {
    submit: async (accessToken, submission) => {
      const completed = await onboarding.submit(accessToken, submission)
      if (!('_tag' in completed) && !('_tag' in userInfo.answer))
        userInfo.answer = { ...userInfo.answer, collectionId: completed.collectionId }
      return completed
    },
  }
  const { resolver: signIn } = signInResolver(options.identity, userInfo)
  const getAccessToken = signIn.get(T.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver(
    [[OnboardingTokens.OnboardingApi, authorised(getAccessToken, service)]],
    signIn,
  )
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
  return { ...app, userInfo, onboarding }
}
