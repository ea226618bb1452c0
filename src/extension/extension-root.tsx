import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { type BootedExtension, bootExtension, type LeaveBy } from '../composition/extension/boot-extension.ts'
import { languageOfBrowser } from '../domain/preferences/browser-language.ts'
import { ExternalSiteProvider } from '../ui/components/site-link.tsx'
import { LazyAppToaster } from '../ui/features/toast/lazy-app-toaster.tsx'
import { UseCaseProvider } from '../ui/use-case-context.tsx'
import { ExtensionUnusablePage } from './extension-unusable-page.tsx'
import { createExtensionI18n } from './i18n/extension-i18n.ts'

/** What a page of the extension is given once it has started. */
export type ExtensionPageProps = { readonly booted: BootedExtension }

/**
 * Starts one page of the extension (the popup, the sign-in page) with what the web app's pages stand
 * in: the use cases, server state, messages, toasts, and links to the web app that open the service.
 */
export const renderExtensionPage = async (
  Page: (props: ExtensionPageProps) => ReactNode,
  leaveBy: LeaveBy,
) => {
  const root = document.getElementById('root')
  if (!root) throw new Error('the page has no #root element')
  const booted = await bootExtension(window, leaveBy)
  const language = booted._tag === 'Booted' ? booted.language : languageOfBrowser(navigator.languages)
  const i18n = await createExtensionI18n(language)
  if (booted._tag !== 'Booted') {
    console.error('LeadLens extension cannot start:', booted.reason)
    createRoot(root).render(
      <I18nextProvider i18n={i18n}>
        <ExtensionUnusablePage />
      </I18nextProvider>,
    )
    return
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  })
  createRoot(root).render(
    <StrictMode>
      <UseCaseProvider resolver={booted.resolver}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <ExternalSiteProvider siteUrl={booted.serviceUrl}>
              <Page booted={booted} />
              <LazyAppToaster />
            </ExternalSiteProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </UseCaseProvider>
    </StrictMode>,
  )
}
