import type { PreferencesStore } from '../../../application/browser/ports/preferences.port.ts'
import { isLanguage } from '../../../domain/preferences/language.ts'

/** SPEC §1: the language is kept in local storage under the preferred-language key. */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage'

export class LocalStoragePreferences implements PreferencesStore {
  constructor(private readonly storage: Storage) {}

  readLanguage() {
    const stored = this.safely(() => this.storage.getItem(PREFERRED_LANGUAGE_KEY))
    return isLanguage(stored) ? stored : null
  }

  writeLanguage(language: Parameters<PreferencesStore['writeLanguage']>[0]) {
    this.safely(() => this.storage.setItem(PREFERRED_LANGUAGE_KEY, language))
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
