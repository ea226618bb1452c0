import './ui/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { createBrowserContainer } from './composition/browser.container.ts'
import { BrowserTokens as T } from './composition/tokens.ts'
import { retryOnce } from './ui/features/errors/call-failed-error.ts'
import { createI18n } from './ui/i18n/create-i18n.ts'
import { createAppRouter } from './ui/router.ts'
import { UseCaseProvider } from './ui/use-case-context.tsx'

const container = createBrowserContainer(window)
const i18n = await createI18n(container.get(T.GetPreferredLanguage).execute())
const router = createAppRouter()
// Server state (SPEC §7 calls) lives in TanStack Query; a failed call is retried once, and not at all
// when the request or the session is at fault (the user was already told).
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false } },
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <UseCaseProvider resolver={container}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </UseCaseProvider>
  </StrictMode>,
)
