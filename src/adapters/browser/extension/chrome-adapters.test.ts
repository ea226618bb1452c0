import { describe, expect, it } from 'vitest'
import { ChromeCurrentTab, requestedTabId } from './chrome-current-tab.ts'
import { ChromeStorageStateStore } from './chrome-storage-state-store.ts'
import { ExtensionPreferences, WEB_LANGUAGE_KEY } from './extension-preferences.ts'
import { inMemoryChrome } from './testing/in-memory-chrome.ts'

describe("oidc-client-ts's store over the extension storage", () => {
  it('keeps values under its prefix, lists and removes only its own', async () => {
    const { api, stored } = inMemoryChrome()
    stored.set('other', 'x')
    const store = new ChromeStorageStateStore(api, 'oidc.')
    await store.set('user:a', '{"id_token":"t"}')
    await store.set('state1', 's')
    expect(await store.get('user:a')).toBe('{"id_token":"t"}')
    expect((await store.getAllKeys()).sort()).toEqual(['state1', 'user:a'])
    expect(await store.remove('state1')).toBe('s')
    expect(await store.get('state1')).toBeNull()
    expect(stored.get('other')).toBe('x')
  })
})

describe('the tab under the popup', () => {
  const tabs = [
    { id: 7, url: 'https://www.linkedin.com/in/jane-doe' },
    { id: 8, url: 'https://example.com/' },
  ]

  it('is the active tab, or the one the popup was opened for', async () => {
    const { api } = inMemoryChrome({ tabs, activeTabId: 8 })
    expect(await new ChromeCurrentTab(api, null).address()).toBe('https://example.com/')
    expect(await new ChromeCurrentTab(api, 7).address()).toBe('https://www.linkedin.com/in/jane-doe')
  })

  it('has no address when the browser hides it or the tab is gone', async () => {
    const { api } = inMemoryChrome({ tabs: [{ id: 9 }], activeTabId: 9 })
    expect(await new ChromeCurrentTab(api, null).address()).toBeNull()
    expect(await new ChromeCurrentTab(api, 404).address()).toBeNull()
  })

  it('is asked for by a numeric tab parameter only', () => {
    expect(requestedTabId('?tab=42')).toBe(42)
    for (const search of ['', '?tab=', '?tab=abc', '?tab=-1', '?tab=1e3'])
      expect(requestedTabId(search)).toBeNull()
  })
})

describe('the extension language', () => {
  it("follows the web app's saved language, else the browser's", async () => {
    const { api, stored } = inMemoryChrome()
    expect((await ExtensionPreferences.load(api, ['zh-CN', 'en'])).readLanguage()).toBe('zh')
    stored.set(WEB_LANGUAGE_KEY, 'en')
    expect((await ExtensionPreferences.load(api, ['zh-CN'])).readLanguage()).toBe('en')
  })

  it('keeps a switch for the next time the popup opens', async () => {
    const { api } = inMemoryChrome()
    const preferences = await ExtensionPreferences.load(api, ['en'])
    preferences.writeLanguage('zh')
    expect(preferences.readLanguage()).toBe('zh')
    await Promise.resolve()
    expect((await ExtensionPreferences.load(api, ['en'])).readLanguage()).toBe('zh')
  })
})
