import { browserChromeApi } from '../../adapters/browser/extension/chrome-api.ts'
import { requestedTabId } from '../../adapters/browser/extension/chrome-current-tab.ts'
import { loadExtensionConfig } from '../../adapters/browser/extension/extension-config.ts'
import { ExtensionIdentity } from '../../adapters/browser/extension/extension-identity.ts'
import { ExtensionPreferences } from '../../adapters/browser/extension/extension-preferences.ts'
import type { Language } from '../../domain/preferences/language.ts'
import type { UseCaseResolver } from '../browser.container.ts'
import { createExtensionContainer } from '../extension.container.ts'

/** An extension page ready to render: its use cases, the service it talks to, the language to speak. */
export type BootedExtension = {
  readonly _tag: 'Booted'
  readonly resolver: UseCaseResolver
  readonly serviceUrl: string
  readonly brandName: string
  readonly language: Language
}

/** The page is not running as the extension, or its config.json cannot be read. */
export type ExtensionUnusable = { readonly _tag: 'ExtensionUnusable'; readonly reason: string }

/**
 * How a page takes the user to the provider: the sign-in page navigates; the popup opens a tab (a popup
 * that navigated would be too small, and closes as soon as it loses focus).
 */
export type LeaveBy = 'navigating' | 'opening-a-tab'

/** Starts one of the extension's pages. */
export const bootExtension = async (
  window: Window,
  leaveBy: LeaveBy,
): Promise<BootedExtension | ExtensionUnusable> => {
  let chrome: ReturnType<typeof browserChromeApi>
  try {
    chrome = browserChromeApi()
  } catch (error) {
    return { _tag: 'ExtensionUnusable', reason: String(error) }
  }
  const config = await loadExtensionConfig(chrome, window.fetch.bind(window))
  if ('_tag' in config) return { _tag: 'ExtensionUnusable', reason: config.reason }
  const preferences = await ExtensionPreferences.load(chrome, window.navigator.languages)
  const resolver = createExtensionContainer({
    chrome,
    serviceUrl: config.serviceUrl,
    identity: new ExtensionIdentity(chrome, config.client, window, (url) => {
      if (leaveBy === 'navigating') window.location.assign(url)
      else void chrome.tabs.create({ url }).then(() => window.close())
    }),
    preferences,
    tabId: requestedTabId(window.location.search),
  })
  return {
    _tag: 'Booted',
    resolver,
    serviceUrl: config.serviceUrl,
    brandName: config.brandName,
    language: preferences.readLanguage(),
  }
}
