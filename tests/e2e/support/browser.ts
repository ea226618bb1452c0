import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { test as base } from 'vitest'
import { launchChromium, OFF_MACHINE } from './chromium.ts'

const ARTIFACTS = resolve(import.meta.dirname, '../../../test-results')

export const launchBrowser = (): Promise<Browser> => launchChromium()

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
