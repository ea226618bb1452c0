import { type Language, startingLanguage } from '../../domain/preferences/language.ts'
import type { PreferencesStore } from './ports/preferences.port.ts'

export class GetPreferredLanguage {
  constructor(private readonly preferences: PreferencesStore) {}

  execute(): Language {
    return startingLanguage(this.preferences.readLanguage())
  }
}
