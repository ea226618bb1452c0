import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { type PageAnswers, seedPageAnswers } from './composition/page/page-answers.ts'
import { renderTimeResolver } from './composition/page/render-time-resolver.ts'
import type { Language } from './domain/preferences/language.ts'
import { AppRoot } from './ui/app-root.tsx'
import type { StartingAuth } from './ui/features/auth/auth-context.tsx'
import { BRAND_FALLBACK, documentTitle, publicPageTitleKey } from './ui/features/layout/page-title.ts'
import { SITE_CONFIG_QUERY_KEY } from './ui/features/site/use-site-config.ts'
import { createI18n } from './ui/i18n/create-i18n.ts'
import { createAppRouter } from './ui/router.ts'

/**
 * The server's renderer of the public pages (built apart, into dist-render/, by `npm run build`). The
 * pages anyone may land on are drawn here, so they paint before any script runs; the browser takes over
 * the same markup (main.tsx).
 */
export const RENDERED_PATHS: readonly string[] = ['/', '/pricing']

export type PageRequest = {
  readonly path: string
  readonly language: Language
  readonly answers: PageAnswers
}

// The server never sees who is signed in (the tokens stay in the browser): it draws the page as a visitor
// who is not, as most visitors of these pages are. The app turns it into theirs as it takes over.
const SIGNED_OUT: StartingAuth = { drawn: { status: 'anonymous' } }

/** A drawn page: the markup of `#root`, and the document's title (the app keeps it once it runs). */
export type DrawnPage = { readonly markup: string; readonly title: string }

/** The page, in the language, drawn with the answers given. */
export const renderPage = async ({ path, language, answers }: PageRequest): Promise<DrawnPage> => {
  const i18n = await createI18n(language, undefined)
  const queryClient = new QueryClient()
  await seedPageAnswers(queryClient, answers)
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const brand =
    queryClient.getQueryData<{ brandName: string }>(SITE_CONFIG_QUERY_KEY)?.brandName ?? BRAND_FALLBACK
  const title = documentTitle(i18n.t(publicPageTitleKey(path)), brand)
  const markup = renderToString(
    <AppRoot
      resolver={renderTimeResolver}
      queryClient={queryClient}
      i18n={i18n}
      router={router}
      auth={SIGNED_OUT}
    />,
  )
  return { markup, title }
}
