import type { Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { cspProblems } from '../api/security-headers.support.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { enterDashboard, sidebar } from './support/dashboard.ts'
import { apiAs } from './support/provider.ts'
import { type RunningServer, startServer } from './support/server-process.ts'
import { sharedServer } from './support/shared-server.ts'

// Issue 9 §3: the real built web app under the service's Content-Security-Policy. Every public page, the
// sign-up through the provider's pages, and the dashboard render with the policy in force and nothing
// refused (a refusal is a console message and a `securitypolicyviolation` event). Then the service's own
// rate limit, met for real: the 'please wait' toast, neither of the credits' 429 reactions.

const account = (prefix: string) => ({
  username: `${prefix}-${Date.now().toString(36)}`,
  password: 'correct horse battery',
})

/** Everything the browser refused under the page's policy, from console and events, across navigations. */
const watchPolicy = async (page: Page) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => refused.push(`${page.url()}: page error ${error.message}`))
  await page.exposeFunction('reportCspViolation', (line: string) => refused.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation
      report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`)
    })
  })
  return refused
}

const policyOf = (response: Response | null) => response?.headers()['content-security-policy']

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

describe('the web app under its Content-Security-Policy', () => {
  // The product shared with other files: public pages, and a new account of this test's own.
  let server: { url: string }
  beforeAll(async () => {
    server = await sharedServer()
  })
  afterAll(async () => {
    await closeBrowser()
  })

  test('every public page renders with a strict policy and nothing refused', async ({ page }) => {
    const refused = await watchPolicy(page)
    for (const path of [
      '/',
      '/pricing',
      '/how-to-use',
      '/contact-us',
      '/privacy',
      '/terms',
      '/no/such/page',
    ]) {
      const response = await page.goto(`${server.url}${path}`)
      expect(cspProblems(policyOf(response)), path).toEqual([])
      await expect.poll(() => heading(page).count(), { message: path }).toBe(1)
      expect((await heading(page).textContent())?.trim(), path).not.toBe('')
    }
    // The contact page's QR code is a data: image the policy lets through: it is drawn.
    await page.goto(`${server.url}/contact-us`)
    const qr = page.locator('img[src^="data:image/svg+xml"]')
    await qr.waitFor()
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    // A dialog (Radix locks the page's scroll with a <style> it inserts) on the home page.
    await page.goto(server.url)
    await page.getByLabel('Profile link').fill('https://www.linkedin.com/in/jane-doe')
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading').textContent())
      .toBe('Sign in to see contacts')
    await page.screenshot({ path: screenshotPath('csp-home-dialog-1280') })
    expect(refused).toEqual([])
  })

  test('signing up through the provider’s pages and using the dashboard: nothing refused', async ({
    page,
  }) => {
    const refused = await watchPolicy(page)
    await enterDashboard(page, server.url, account('csp'), true)
    // The welcome (onboarding) dialog of a new account, then the dashboard's pages.
    const welcome = page.getByRole('dialog').filter({ hasText: 'Welcome to' })
    await welcome.waitFor({ timeout: 10_000 }).catch(() => {})
    if (await welcome.count()) await welcome.getByRole('button', { name: 'Skip' }).click()
    for (const [link, address] of [
      ['Search log', /\/admin\/log/],
      ['Subscription', /\/admin\/subscription/],
      ['Credit log', /\/admin\/credits/],
      ['Pricing', /\/admin\/pricing/],
    ] as const) {
      await sidebar(page).getByRole('link', { name: link, exact: true }).click()
      await page.waitForURL(address)
      await expect.poll(() => heading(page).count(), { message: link }).toBe(1)
    }
    await page.screenshot({ path: screenshotPath('csp-dashboard-pricing-1280') })
    expect(refused).toEqual([])
  })
})

describe('the service’s rate limit as a signed-in user meets it', () => {
  let server: RunningServer
  beforeAll(async () => {
    // A tiny per-user limit, so a test reaches it in a few calls; the default is far above any person.
    server = await startServer({ RATE_LIMIT_USER_PER_MINUTE: '40' })
  })
  afterAll(async () => {
    await closeBrowser()
    await server?.stop()
  })

  test('a toast asking to wait: neither the credits toast nor the credits-exhausted dialog', async ({
    page,
  }) => {
    await enterDashboard(page, server.url, account('fast'), true)
    const welcome = page.getByRole('dialog').filter({ hasText: 'Welcome to' })
    await welcome.waitFor({ timeout: 10_000 }).catch(() => {})
    if (await welcome.count()) await welcome.getByRole('button', { name: 'Skip' }).click()

    // Spend what is left of this minute's calls, as a script in a loop would.
    let last = 0
    for (let i = 0; i < 45 && last !== 429; i++)
      last = (await apiAs(page, 'GET', '/api/payment/subscription')).status
    expect(last).toBe(429)
    const refused = await apiAs(page, 'GET', '/api/payment/subscription')
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' })

    await sidebar(page).getByRole('link', { name: 'Subscription', exact: true }).click()
    const toast = page
      .locator('[data-sonner-toaster]')
      .getByText('Too many requests, please wait a moment and try again')
    await expect.poll(() => toast.count()).toBeGreaterThan(0)
    await page.screenshot({ path: screenshotPath('rate-limited-toast-1280') })
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(await page.getByText('Credits Exceeded, Please upgrade your plan').count()).toBe(0)
  })
})
