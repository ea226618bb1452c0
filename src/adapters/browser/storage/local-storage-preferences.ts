import type { PreferencesStore } from '../../../application/browser/ports/preferences.port.ts'
import { isLanguage } from '../../../domain/preferences/language.ts'

/** SPEC §1: the language is kept in local storage under the preferred-language key. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage'

/** The saved language is also sent as this cookie, so the server draws its pages in it (issue 8). */
export const LANGUAGE_COOKIE = PREFERRED_LANGUAGE_KEY
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60

export class LocalStoragePreferences implements PreferencesStore {
  constructor(
    private readonly storage: Storage,
    private readonly cookies?: { cookie: string },
  ) {}

  readLanguage() {
    const stored = this.safely(() => this.storage.getItem(PREFERRED_LANGUAGE_KEY))
    return isLanguage(stored) ? stored : null
  }

  writeLanguage(language: Parameters<PreferencesStore['writeLanguage']>[0]) {
    this.safely(() => this.storage.setItem(PREFERRED_LANGUAGE_KEY, language))
    if (this.cookies !== undefined)
      this.cookies.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`
  }

  // Storage can be disabled (privacy mode) or full; a preference is never worth a crash.
  private safely<Value>(action: () => Value): Value | null {
    try {
      return action()
    } catch {
      return null
    }
  }
}
