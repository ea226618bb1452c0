// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { preferencesStoreContract } from '../../../../tests/contract/preferences-store.contract.ts'
import { pageLanguage } from '../../server/api/pages/page-language.ts'
import { LocalStoragePreferences, PREFERRED_LANGUAGE_KEY } from './local-storage-preferences.ts'

preferencesStoreContract('localStorage', () => {
  window.localStorage.clear()
  return new LocalStoragePreferences(window.localStorage)
})

describe('LocalStoragePreferences', () => {
  it('ignores a value it does not understand, such as one written by hand', () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, 'klingon')
    expect(new LocalStoragePreferences(window.localStorage).readLanguage()).toBeNull()
  })

  it('keeps working when storage refuses to be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as unknown as Storage
    const store = new LocalStoragePreferences(broken)
    expect(() => store.writeLanguage('zh')).not.toThrow()
    expect(store.readLanguage()).toBeNull()
  })

  it('sends the saved language to the server as a cookie, which draws its pages in it', () => {
    const store = new LocalStoragePreferences(window.localStorage, document)
    store.writeLanguage('zh')
    expect(pageLanguage(document.cookie)).toBe('zh')
    store.writeLanguage('en')
    expect(pageLanguage(document.cookie)).toBe('en')
  })
})
