import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { unzipSync } from 'fflate'
import { type BrowserContext, chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts'

/** Downloads the extension as a user would, from the service, and unpacks it into a new folder. */
export const downloadExtension = async (serviceUrl: string) => {
  const response = await fetch(`${serviceUrl}/api/extension/download`)
  if (!response.ok) throw new Error(`extension download: ${response.status} ${await response.text()}`)
  const dir = mkdtempSync(join(tmpdir(), 'leadlens-extension-'))
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await response.arrayBuffer())))) {
    if (name.endsWith('/')) continue
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), bytes)
  }
  return dir
}

/** The address the downloaded extension talks to: the service's public one, from its config.json. */
export const serviceUrlOf = (extensionDir: string): string =>
  (JSON.parse(readFileSync(join(extensionDir, 'config.json'), 'utf8')) as { serviceUrl: string }).serviceUrl

/** A stand-in for the social network's profile pages: any /in/<id> path answers a page with that id. */
export const startProfileSite = async () => {
  const server: Server = createServer((request, response) => {
    const id = decodeURIComponent(request.url?.split('/')[2] ?? '')
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(`<!doctype html><title>${id} | LinkedIn</title><h1>Profile of ${id}</h1>`)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return { port, close: () => new Promise<void>((done) => server.close(() => done())) }
}

/**
 * Chromium with the unpacked extension, in a profile of its own. www.linkedin.com resolves to the local
 * profile site and every other name but this machine's to nothing, so no page reaches the internet.
 */
export const launchWithExtension = async (extensionDir: string, profileSitePort: number) =>
  chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'leadlens-chromium-')), {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      ...CHROMIUM_FLAGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=MAP www.linkedin.com 127.0.0.1:${profileSitePort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
    ],
  })

/** The popup, opened as a page for one tab (no automation can click the toolbar icon). */
export const openPopupFor = async (context: BrowserContext, extensionId: string, tabUrlPrefix: string) => {
  const popup = await context.newPage()
  await popup.setViewportSize({ width: 384, height: 640 })
  await popup.goto(`chrome-extension://${extensionId}/popup.html`)
  const tabId = await popup.evaluate(async (prefix) => {
    const api = (
      globalThis as unknown as {
        chrome: { tabs: { query(q: object): Promise<{ id: number; url?: string }[]> } }
      }
    ).chrome
    return (await api.tabs.query({})).find((tab) => tab.url?.startsWith(prefix))?.id
  }, tabUrlPrefix)
  if (tabId === undefined) throw new Error(`no tab at ${tabUrlPrefix}`)
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`)
  return popup
}
