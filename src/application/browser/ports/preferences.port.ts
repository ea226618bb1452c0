import type { Language } from '../../../domain/preferences/language.ts'

/** The user's preferences kept on this device. */
export interface PreferencesStore {
  /** The saved language, or null when none (or nothing valid) is saved. */
  readLanguage(): Language | null
  writeLanguage(language: Language): void
}
