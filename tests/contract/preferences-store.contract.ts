import { describe, expect, it } from 'vitest'
import type { PreferencesStore } from '../../src/application/browser/ports/preferences.port.ts'
import { LANGUAGES } from '../../src/domain/preferences/language.ts'

/** What every PreferencesStore must do, whatever keeps the data (DESIGN rule 12). */
export const preferencesStoreContract = (name: string, fresh: () => PreferencesStore) => {
  describe(`PreferencesStore contract: ${name}`, () => {
    it('has no language saved at first', () => {
      expect(fresh().readLanguage()).toBeNull()
    })

    it.each(LANGUAGES)('reads back the saved language %s', (language) => {
      const store = fresh()
      store.writeLanguage(language)
      expect(store.readLanguage()).toBe(language)
    })

    it('keeps only the last saved language', () => {
      const store = fresh()
      store.writeLanguage('zh')
      store.writeLanguage('en')
      expect(store.readLanguage()).toBe('en')
    })
  })
}
