/**
 * The few extension APIs LeadLens uses, as the adapters see them. Typed here rather than with the
 * whole of @types/chrome: adapters take this as an argument, so tests hand them an in-memory one.
 */
export type ChromeTab = { readonly id?: number; readonly url?: string }

export interface ChromeApi {
  readonly storage: {
    readonly local: {
      get(keys: string | readonly string[] | null): Promise<Record<string, unknown>>
      set(items: Record<string, unknown>): Promise<void>
      remove(keys: string | readonly string[]): Promise<void>
    }
  }
  readonly tabs: {
    query(query: { active?: boolean; currentWindow?: boolean }): Promise<ChromeTab[]>
    get(tabId: number): Promise<ChromeTab>
    create(properties: { url: string }): Promise<ChromeTab>
  }
  readonly runtime: { getURL(path: string): string }
}

/** The browser's own, in an extension page; a page outside an extension has none. */
export const browserChromeApi = (): ChromeApi => {
  const api = (globalThis as { chrome?: ChromeApi }).chrome
  if (api?.storage?.local === undefined) throw new Error('not running as a browser extension')
  return api
}
