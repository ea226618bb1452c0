// Content script on the web app's pages: passes the language the user saved there to the extension, so
// the popup speaks it too (issue 7). A classic script: no imports. The two keys are the web app's
// (local-storage-preferences.ts) and the extension's (extension-preferences.ts); a test keeps them equal.

const SAVED_LANGUAGE_KEY = 'preferredLanguage'
const EXTENSION_KEY = 'leadlens.webLanguage'

type ExtensionStorage = {
  storage: {
    local: {
      set(items: Record<string, unknown>): Promise<void>
      remove(key: string): Promise<void>
    }
  }
}

const syncLanguage = () => {
  const { storage } = (globalThis as unknown as { chrome: ExtensionStorage }).chrome
  let saved: string | null = null
  try {
    saved = localStorage.getItem(SAVED_LANGUAGE_KEY)
  } catch {
    return // storage disabled on this page: nothing to pass on
  }
  const done =
    saved === 'en' || saved === 'zh'
      ? storage.local.set({ [EXTENSION_KEY]: saved })
      : storage.local.remove(EXTENSION_KEY)
  done.catch(() => {})
}

syncLanguage()
// The switch is made in this tab (no 'storage' event) or another (one): read again in either case.
document.addEventListener('visibilitychange', syncLanguage)
window.addEventListener('storage', syncLanguage)
document.addEventListener('click', () => setTimeout(syncLanguage, 0))
