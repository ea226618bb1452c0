import type { Language } from '../../domain/preferences/language.ts'
import type { PreferencesStore } from './ports/preferences.port.ts'

export class SetPreferredLanguage {
  constructor(private readonly preferences: PreferencesStore) {}

  execute(language: Language): void {
    this.preferences.writeLanguage(language)
  }
}
