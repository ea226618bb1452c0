import { Navigate, useRouter, useRouterState } from '@tanstack/react-router'
import { LoaderCircle } from 'lucide-react'
import { type ReactNode, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import { SidebarInset, SidebarProvider } from '../../components/ui/sidebar.tsx'
import { DASHBOARD_MESSAGES, DASHBOARD_PAGE_MESSAGES } from '../../i18n/dashboard-messages.ts'
import { useMessages } from '../../i18n/use-messages.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { ServiceNotice } from '../notice/service-notice.tsx'
import { DashboardSidebar } from './dashboard-sidebar.tsx'
import { DashboardTopBar } from './dashboard-top-bar.tsx'
import { LazyOnboardingDialog } from './lazy-onboarding-dialog.tsx'

const Loading = () => {
  const { t } = useTranslation()
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center">
      <LoaderCircle aria-hidden className="size-10 animate-spin text-brand-600" />
      <span className="sr-only">{t('dashboard.loading')}</span>
    </div>
  )
}

// The page the dashboard opens on (and its index, which sends there): its messages come with the
// frame's. Every other page waits for the rest of the dashboard's (issue 24: /admin/search's arrival).
const ARRIVAL_PATHS: ReadonlySet<string> = new Set(['/admin', '/admin/', '/admin/search'])

const WithPageMessages = ({ children }: { children: ReactNode }) => {
  useMessages(DASHBOARD_PAGE_MESSAGES)
  return children
}

const DashboardShell = ({ user, children }: { user: SignedInUser; children: ReactNode }) => {
  const { t } = useTranslation()
  const onArrivalPage = useRouterState({ select: (state) => ARRIVAL_PATHS.has(state.location.pathname) })
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-lg ring-2 ring-brand-500 transition-transform focus:translate-y-0 focus:outline-none"
      >
        {t('nav.skipToContent')}
      </a>
      {/* A printed page (a receipt) is the page alone, without the dashboard around it. */}
      <div className="contents print:hidden">
        <DashboardSidebar user={user} />
      </div>
      <SidebarInset>
        <div className="contents print:hidden">
          <DashboardTopBar />
          <ServiceNotice />
        </div>
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {onArrivalPage ? (
            children
          ) : (
            <Suspense fallback={<Loading />}>
              <WithPageMessages>{children}</WithPageMessages>
            </Suspense>
          )}
        </main>
      </SidebarInset>
      <LazyOnboardingDialog />
    </SidebarProvider>
  )
}

/**
 * A link from outside the site (the extension's Upgrade) asks to sign in first (`?signIn=1`): the
 * visitor goes through sign-in and comes back to the page, instead of home with no word of why.
 */
const SignInFirst = ({ path }: { path: string }) => {
  const auth = useAuth()
  useEffect(() => {
    void auth.signIn(path).then((failure) => {
      // A failure was toasted; the visitor goes home as any signed-out visitor would.
      if (failure !== undefined) window.location.replace('/')
    })
  }, [auth.signIn, path])
  return <Loading />
}

/**
 * SPEC §2/§6: the dashboard is for signed-in users; anyone else goes to / (replacing the address, so
 * Back does not bounce), unless the link asked to sign in first. While the stored session is read, a
 * spinner holds the place.
 */
export const DashboardLayout = ({ children }: { children: ReactNode }) => {
  // The dashboard's messages come with it, not with the first page a visitor sees.
  useMessages(DASHBOARD_MESSAGES)
  const { state } = useAuth()
  const router = useRouter()
  if (state.status === 'checking') return <Loading />
  if (state.status === 'anonymous') {
    // Read, not subscribed to: following the router's location here would render again while
    // <Navigate> moves it, and navigate again, without end.
    const { pathname, searchStr } = router.state.location
    if (new URLSearchParams(searchStr).get('signIn') === '1') return <SignInFirst path={pathname} />
    return <Navigate to="/" replace />
  }
  return <DashboardShell user={state.user}>{children}</DashboardShell>
}
