import type { CurrentTab } from '../../../application/browser/ports/current-tab.port.ts'
import type { ChromeApi } from './chrome-api.ts'

/**
 * The tab under the popup: the active tab of the window it opened in. The popup can also be opened as a
 * page for a given tab (`popup.html?tab=<id>`), since no automation can click a toolbar icon: the
 * browser test does that. Either way the browser shows the address only where the extension may see it
 * (the tab the icon was clicked on, or a profile host), so a given id reveals nothing more.
 */
export class ChromeCurrentTab implements CurrentTab {
  constructor(
    private readonly chrome: ChromeApi,
    private readonly tabId: number | null,
  ) {}

  async address(): Promise<string | null> {
    try {
      const tab =
        this.tabId === null
          ? (await this.chrome.tabs.query({ active: true, currentWindow: true }))[0]
          : await this.chrome.tabs.get(this.tabId)
      return tab?.url ?? null
    } catch {
      return null // the tab closed meanwhile, or the id is not a tab
    }
  }
}

/** The `tab` parameter of the popup's address, when it names one. */
export const requestedTabId = (search: string): number | null => {
  const value = new URLSearchParams(search).get('tab')
  return value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null
}
