import type { ChromeApi, ChromeTab } from '../chrome-api.ts'

/** The extension APIs over plain objects, for the adapters' unit tests (the browser test uses the real). */
export const inMemoryChrome = (
  options: { tabs?: ChromeTab[]; activeTabId?: number; extensionId?: string } = {},
) => {
  const stored = new Map<string, unknown>()
  const tabs = [...(options.tabs ?? [])]
  const created: string[] = []
  const api: ChromeApi = {
    storage: {
      local: {
        get: async (keys) => {
          const wanted = keys === null ? [...stored.keys()] : typeof keys === 'string' ? [keys] : keys
          return Object.fromEntries(wanted.filter((k) => stored.has(k)).map((k) => [k, stored.get(k)]))
        },
        set: async (items) => {
          for (const [key, value] of Object.entries(items)) stored.set(key, structuredClone(value))
        },
        remove: async (keys) => {
          for (const key of typeof keys === 'string' ? [keys] : keys) stored.delete(key)
        },
      },
    },
    tabs: {
      query: async ({ active }) => tabs.filter((tab) => active !== true || tab.id === options.activeTabId),
      get: async (tabId) => {
        const tab = tabs.find((t) => t.id === tabId)
        if (tab === undefined) throw new Error(`No tab with id: ${tabId}.`)
        return tab
      },
      create: async ({ url }) => {
        created.push(url)
        return { id: 1000 + created.length, url }
      },
    },
    runtime: {
      getURL: (path) =>
        `chrome-extension://${options.extensionId ?? 'abcdefghijklmnopabcdefghijklmnop'}/${path}`,
    },
  }
  return { api, stored, created }
}
