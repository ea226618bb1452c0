import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { test as base } from 'vitest'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARTIFACTS = resolve(import.meta.dirname, '../../../test-results')

export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: run .ci/run or apt-get install chromium`)
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

// A page may only talk to this machine: anything else is aborted (and would show up as a failure).
const OFF_MACHINE = /^https?:\/\/(?!127\.0\.0\.1|localhost)/

export const openPage = async (browser: Browser, options: { width?: number; height?: number } = {}) => {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  })
  await context.route(OFF_MACHINE, (route) => route.abort('blockedbyclient'))
  return context.newPage()
}

export const screenshotPath = (name: string) => {
  const dir = join(ARTIFACTS, 'screenshots')
  mkdirSync(dir, { recursive: true })
  return join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.png`)
}

let shared: Browser | null = null
const browserForFile = async () => (shared ??= await launchBrowser())

/** A vitest test with a fresh page, whose screenshot is kept when the test fails. */
export const test = base.extend<{ page: Page }>({
  page: async ({ task }, use) => {
    const page = await openPage(await browserForFile())
    await use(page)
    // The result is known at teardown, and the page is still open to photograph.
    if (task.result?.state === 'fail') {
      await page.screenshot({ path: screenshotPath(`FAILED-${task.name}`), fullPage: true }).catch(() => {})
    }
    await page.context().close()
  },
})

export const closeBrowser = async () => {
  await shared?.close()
  shared = null
}
