import type { StateStore } from 'oidc-client-ts'
import type { ChromeApi } from './chrome-api.ts'

/**
 * oidc-client-ts's store over the extension's own storage (chrome.storage.local): the popup and the
 * sign-in page share it, it outlives both, and web pages cannot read it (localStorage of a site could).
 */
export class ChromeStorageStateStore implements StateStore {
  constructor(
    private readonly chrome: ChromeApi,
    private readonly prefix: string,
  ) {}

  async set(key: string, value: string): Promise<void> {
    await this.chrome.storage.local.set({ [this.prefix + key]: value })
  }

  async get(key: string): Promise<string | null> {
    const stored = (await this.chrome.storage.local.get(this.prefix + key))[this.prefix + key]
    return typeof stored === 'string' ? stored : null
  }

  async remove(key: string): Promise<string | null> {
    const stored = await this.get(key)
    await this.chrome.storage.local.remove(this.prefix + key)
    return stored
  }

  async getAllKeys(): Promise<string[]> {
    const everything = await this.chrome.storage.local.get(null)
    return Object.keys(everything)
      .filter((key) => key.startsWith(this.prefix))
      .map((key) => key.slice(this.prefix.length))
  }
}
