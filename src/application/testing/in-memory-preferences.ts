import type { Language } from '../../domain/preferences/language.ts'
import type { PreferencesStore } from '../browser/ports/preferences.port.ts'

export class InMemoryPreferences implements PreferencesStore {
  private language: Language | null = null

  readLanguage() {
    return this.language
  }

  writeLanguage(language: Language) {
    this.language = language
  }
}
