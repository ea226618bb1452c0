import { QueryClient } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { Language } from '../../domain/preferences/language.ts'
import { type AppParts, AppRoot } from '../../ui/app-root.tsx'
import { retryOnce } from '../../ui/errors/call-failed-error.ts'
import type { AuthState } from '../../ui/features/auth/auth-context.tsx'
import { createI18n } from '../../ui/i18n/create-i18n.ts'
import { PAGE_SHOWN_EVENT } from '../../ui/lib/page-shown.ts'
import { createAppRouter } from '../../ui/router.ts'
import { PreferencesTokens } from '../browser/preferences.area.ts'
import { SessionTokens } from '../browser/session.area.ts'
import { createBrowserContainer } from '../browser.container.ts'
import type { HeldInteractions } from './early-interactions.ts'
import { type PageAnswers, seedPageAnswers } from './page-answers.ts'

/** A page the server drew (src/render-page.tsx), as it arrived. */
export type DrawnPage = {
  readonly language: Language
  readonly answers: PageAnswers
  readonly held: HeldInteractions
}

// The page's frame says when it is hydrated (src/ui/lib/page-shown.ts); a page without one is given a
// few seconds, then what was held is done anyway.
const SHOWN_AT_THE_LATEST_MS = 5_000
const pageShown = () =>
  new Promise<void>((resolve) => {
    document.addEventListener(PAGE_SHOWN_EVENT, () => resolve(), { once: true })
    setTimeout(resolve, SHOWN_AT_THE_LATEST_MS)
  })

// Server state (SPEC §7 calls) lives in TanStack Query; a failed call is retried once, and not at all
// when the request or the session is at fault (the user was already told).
const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false } } })

/**
 * The web app's start: the container, the user's language, the router and the server state. A page the
 * server drew in the user's language is taken over as it is (hydrated: nothing is drawn again, and what
 * was typed and pressed meanwhile is done again); any other is drawn here.
 */
export const startApp = async (root: HTMLElement, drawn?: DrawnPage): Promise<void> => {
  const resolver = createBrowserContainer(window)
  const language = resolver.get(PreferencesTokens.GetPreferredLanguage).execute()
  const queryClient = createQueryClient()
  const router = createAppRouter()
  if (drawn === undefined) {
    const i18n = await createI18n(language)
    createRoot(root).render(
      <AppRoot resolver={resolver} queryClient={queryClient} i18n={i18n} router={router} />,
    )
    return
  }

  // All at once, each a round trip on a slow network: the messages; the page's own code (so the app's
  // first render is the whole page); the answers it was drawn with; and who the visitor is, so that a
  // press held meanwhile is handled as theirs.
  const [i18n, user] = await Promise.all([
    createI18n(language),
    resolver.get(SessionTokens.GetCurrentUser).execute(),
    router.load(),
    seedPageAnswers(queryClient, drawn.answers),
  ])
  const parts: AppParts = { resolver, queryClient, i18n, router }
  const known: AuthState = user === null ? { status: 'anonymous' } : { status: 'signedIn', user }

  // A page drawn in another language than the saved one (its cookie was missing) is drawn again, and
  // what was done on it meanwhile is let go; the saved language goes to the server, for the next page.
  if (drawn.language !== language) {
    resolver.get(PreferencesTokens.SetPreferredLanguage).execute(language)
    drawn.held.letGo()
    createRoot(root).render(<AppRoot {...parts} auth={{ drawn: known }} />)
    return
  }
  // What TanStack Router's own hydration marks (it reads its state from inline scripts, which the CSP
  // refuses): a router taking over server markup renders the same boundaries as the server did.
  router.ssr = { manifest: undefined }
  const shown = pageShown()
  drawn.held.setAsideTyping()
  // Drawn signed out, as the server drew it; then, before the next paint, as this visitor.
  hydrateRoot(root, <AppRoot {...parts} auth={{ drawn: { status: 'anonymous' }, known }} />)
  // Presses are held until the page is hydrated: React may not yet handle one that lands on a part that
  // is still being hydrated.
  await shown
  drawn.held.replay()
}
