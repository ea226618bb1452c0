import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { builtModules } from '../architecture/built-modules.ts'
import { firstLoadOfHome, type ViteManifest } from '../architecture/first-load.ts'
import { HOME_ARRIVAL, HOME_WITH_APP } from '../architecture/home-on-demand.ts'
import { closeBrowser, test } from './support/browser.ts'
import { msg } from './support/messages.ts'
import { sharedServer } from './support/shared-server.ts'

// Issue 8: `/` arrives drawn by the server and loads only the few KB of src/main.tsx; the app follows at
// the visitor's first sign of use, and takes over the page without drawing it again. The bundle budget
// (tests/architecture/bundle-budget.test.ts) works both figures out from the build; Chromium checks
// that nothing else loads, and that what a visitor does before the app runs is not lost.

const DIST = resolve(import.meta.dirname, '../..', process.env.WEB_DIST_DIR || 'dist')

let server: { url: string }
let counted: { arrival: readonly string[]; withApp: readonly string[] }
beforeAll(async () => {
  const manifest = JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const html = readFileSync(resolve(DIST, 'index.html'), 'utf8')
  counted = {
    arrival: firstLoadOfHome(html, manifest, { ...HOME_ARRIVAL, modulesOf: builtModules(DIST) }).js,
    withApp: firstLoadOfHome(html, manifest, { ...HOME_WITH_APP, modulesOf: builtModules(DIST) }).js,
  }
  // The product shared with other files (it serves DIST too: the same WEB_DIST_DIR); these tests only read.
  server = await sharedServer()
})
afterAll(async () => {
  await closeBrowser()
})

/** Every script the page loads, and every error it reports (a hydration mismatch is one). */
const watch = (page: Page) => {
  const scripts = new Set<string>()
  const errors: string[] = []
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? ''))
      scripts.add(new URL(response.url()).pathname.replace(/^\//, ''))
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return { scripts, errors }
}

const uncounted = (loaded: Set<string>, counted: readonly string[]) =>
  [...loaded].filter((f) => !counted.includes(f))

describe('what `/` loads', () => {
  for (const [device, width, height] of [
    ['a phone', 390, 844],
    ['a desktop', 1280, 800],
  ] as const) {
    test(`on ${device}: the entry alone on arrival, the counted app once used`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      const seen = watch(page)
      await page.goto(server.url, { waitUntil: 'networkidle' })
      expect(new URL(page.url()).pathname).toBe('/')
      // Drawn already: the heading and the login button are there before any of the app has loaded.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(seen.scripts.size).toBeGreaterThan(0)
      expect(uncounted(seen.scripts, counted.arrival), 'loaded on arrival but not counted').toEqual([])
      expect([...seen.scripts].sort()).toEqual([...counted.arrival].sort())

      await page.mouse.move(width / 2, height / 2)
      await page.waitForLoadState('networkidle')
      await expect.poll(() => seen.scripts.size).toBeGreaterThan(counted.arrival.length)
      await page.waitForLoadState('networkidle')
      expect(
        uncounted(seen.scripts, counted.withApp),
        'loaded once used but not counted: is one of them declared in tests/architecture/home-on-demand.ts?',
      ).toEqual([])
      expect(seen.errors).toEqual([])
    })
  }
})

describe('the app takes over a drawn page', () => {
  for (const path of ['/', '/pricing'])
    for (const language of ['en', 'zh'] as const)
      test(`${path} in ${language}: as drawn, with no mismatch`, async ({ page }) => {
        const seen = watch(page)
        // Saved as the language switch saves it: in storage, and as the cookie the server reads.
        if (language === 'zh') {
          await page.context().addCookies([{ name: 'preferredLanguage', value: 'zh', url: server.url }])
          await page.addInitScript(() => localStorage.setItem('preferredLanguage', 'zh'))
        }
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
        // Hydration keeps the drawn elements; drawing the page again would replace them.
        await page.evaluate(() => {
          ;(window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('h1')
        })
        await page.mouse.move(100, 100)
        await page.waitForLoadState('networkidle')
        await expect.poll(() => seen.scripts.size).toBeGreaterThan(1)
        await page.waitForLoadState('networkidle')
        expect(seen.errors).toEqual([])
        expect(await page.locator('html').getAttribute('lang')).toBe(language === 'zh' ? 'zh-CN' : 'en')
        const kept = await page.evaluate(() => {
          const heading = (window as { drawnHeading?: Element | null }).drawnHeading
          return heading != null && heading === document.querySelector('h1') && heading.isConnected
        })
        expect(kept).toBe(true)
      })

  test('a press on Log in before the app runs leads to the sign-in page', async ({ page }) => {
    await page.goto(server.url, { waitUntil: 'networkidle' })
    await page.locator('header').getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(/\/oidc\/interaction\//)
  })

  // Issue 33: what the first screen offers answers before the app arrives. The app's scripts are held back
  // here (each request waits until `release`), so whatever the page does meanwhile it does without them.
  const holdTheApp = async (page: Page) => {
    const waiting: Array<() => void> = []
    let released = false
    await page.route('**/*.js', async (route) => {
      const file = new URL(route.request().url()).pathname.replace(/^\//, '')
      if (released || counted.arrival.includes(file)) return route.continue()
      await new Promise<void>((resolve) => waiting.push(resolve))
      return route.continue()
    })
    return {
      release: () => {
        released = true
        for (const go of waiting.splice(0)) go()
      },
    }
  }

  test('before the app runs, a FAQ question opens and a sent link shows it is being looked up', async ({
    page,
  }) => {
    const seen = watch(page)
    const app = await holdTheApp(page)
    await page.goto(server.url, { waitUntil: 'domcontentloaded' })
    const question = page.locator('summary', { hasText: msg('en', 'faq.items.credits.question') })
    await question.click()
    expect(await page.getByText(msg('en', 'faq.items.credits.answer')).isVisible()).toBe(true)
    const field = page.locator('input[type="url"]')
    await field.fill('https://www.linkedin.com/in/someone-waiting')
    await field.press('Enter')
    expect(await page.locator('form[aria-busy="true"]').count()).toBe(1)
    expect(seen.scripts.size).toBe(counted.arrival.length)

    app.release()
    // The app takes the page over: the question stays open, and the held look-up goes on (sign in first).
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    expect(await page.locator('form[aria-busy="true"]').count()).toBe(0)
    expect(await page.getByText(msg('en', 'faq.items.credits.answer')).isVisible()).toBe(true)
    expect(seen.errors).toEqual([])
  })

  test('before the app runs, Yearly shows the yearly prices, and the app keeps that choice', async ({
    page,
  }) => {
    const seen = watch(page)
    const app = await holdTheApp(page)
    await page.goto(`${server.url}/pricing`, { waitUntil: 'domcontentloaded' })
    const startup = page.getByRole('group', { name: /^Startup/ })
    expect(await startup.textContent()).toContain('¥350')
    await page.getByRole('radio', { name: msg('en', 'pricing.period.yearly') }).click()
    expect(await startup.textContent()).toContain('¥3,200')
    expect(seen.scripts.size).toBe(counted.arrival.length)

    app.release()
    await page.waitForLoadState('networkidle')
    await expect.poll(() => seen.scripts.size).toBeGreaterThan(counted.arrival.length)
    // Typing an invite code draws the controls again from the app's own state: it must say yearly too.
    const code = page.getByLabel(msg('en', 'pricing.invite.label'))
    await expect
      .poll(async () => {
        await code.fill('SPRING')
        return startup.textContent()
      })
      .toContain('¥3,200')
    expect(await page.getByRole('radio', { name: msg('en', 'pricing.period.yearly') }).isChecked()).toBe(true)
    expect(seen.errors).toEqual([])
  })

  test('a link typed and sent before the app runs is searched: a visitor is asked to sign in', async ({
    page,
  }) => {
    await page.goto(server.url, { waitUntil: 'networkidle' })
    const link = 'https://www.linkedin.com/in/someone-early'
    const field = page.locator('input[type="url"]')
    await field.fill(link)
    await field.press('Enter')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    expect(await field.inputValue()).toBe(link)
  })
})
