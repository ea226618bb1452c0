import type { PreferencesStore } from '../../../application/browser/ports/preferences.port.ts'
import { extensionLanguage } from '../../../domain/preferences/browser-language.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import type { ChromeApi } from './chrome-api.ts'

/**
 * Where the language-sync content script leaves the web app's saved language (its localStorage
 * `preferredLanguage`), read whenever a page of the web app is open.
 */
export const WEB_LANGUAGE_KEY = 'leadlens.webLanguage'

/**
 * The extension's language: the web app's saved one, else the browser's. Read once when a page of the
 * extension opens (storage is asynchronous; the port is not), and written back when the user switches.
 */
export class ExtensionPreferences implements PreferencesStore {
  private constructor(
    private readonly chrome: ChromeApi,
    private language: Language,
  ) {}

  static async load(chrome: ChromeApi, browserLanguages: readonly string[]): Promise<ExtensionPreferences> {
    let saved: unknown
    try {
      saved = (await chrome.storage.local.get(WEB_LANGUAGE_KEY))[WEB_LANGUAGE_KEY]
    } catch {
      saved = undefined // storage unavailable: the browser's language will do
    }
    return new ExtensionPreferences(chrome, extensionLanguage(saved, browserLanguages))
  }

  readLanguage(): Language {
    return this.language
  }

  writeLanguage(language: Language): void {
    this.language = language
    void this.chrome.storage.local.set({ [WEB_LANGUAGE_KEY]: language }).catch(() => undefined)
  }
}
