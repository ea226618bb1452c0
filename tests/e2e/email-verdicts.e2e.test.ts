import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../src/adapters/server/demo-data/generate-dataset.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { atProvider } from './support/provider.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 19 §3/§4 and issue 24 item 4, as a user sees them: each revealed email on the home reveal card
// and in the members table shows its verdict badge (its meaning on hover), the date it was checked, and
// "Report bounce", in English and Chinese. The demo data lives under `.example`, which the engine never
// contacts: a reported bounce is re-checked as `unknown` and gives nothing back.

const DEMO_COMPANIES = 20
const USER = { username: `verdicts-${Date.now().toString(36)}`, password: 'correct horse battery' }

/** A demo person whose best email is verified, with their company. */
const demoPerson = () => {
  for (const { company, people } of generateDataset({
    seed: 'leadlens-demo',
    companies: DEMO_COMPANIES,
    asOf: new Date(),
  })) {
    const person = people.find((p) => p.emails.some((e) => e.status === 'valid'))
    if (person !== undefined) {
      const email = person.emails
        .filter((e) => e.status === 'valid')
        .sort((a, b) => (a.checkedAt < b.checkedAt ? 1 : -1))[0]
      if (email !== undefined) return { person, company, email }
    }
  }
  throw new Error('the demo dataset has no person with a verified email')
}

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DEMO_COMPANIES: String(DEMO_COMPANIES) })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

const result = (page: Page) => page.locator('main section[aria-live]')
const check = (page: Page, address: string) => page.locator(`[data-email-check="${address}"]`)

describe('verdicts where emails are shown', () => {
  test('the home reveal card and the members table show verdict, date and Report bounce', async ({
    page,
  }) => {
    const { person, company, email } = demoPerson()
    await page.goto(server.url)
    await page.locator('header').getByRole('button', { name: 'Log in' }).click()
    await atProvider(page, USER, true)
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(1)

    // Home: masked first (no verdicts), then revealed with each email's verdict and date.
    await page.getByLabel('Profile link').fill(`https://www.linkedin.com/in/${person.profileId}`)
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect
      .poll(() => result(page).getByRole('heading', { level: 2 }).textContent())
      .toBe(person.fullName)
    expect(await result(page).locator('[data-email-check]').count()).toBe(0)
    await result(page).getByRole('button', { name: 'Reveal contacts' }).click()
    await expect.poll(() => check(page, email.address).count()).toBe(1)
    const badge = check(page, email.address).locator('[data-verdict]')
    expect(await badge.textContent()).toBe('Verified')
    expect(await badge.getAttribute('title')).toContain('accepts this mailbox')
    // The demo data is dated from when it was generated (the server's start): the same check, seconds apart.
    const shownDate = Date.parse(
      (await check(page, email.address).locator('time').getAttribute('datetime')) ?? '',
    )
    expect(Math.abs(shownDate - Date.parse(email.checkedAt))).toBeLessThan(10 * 60_000)
    expect(await check(page, email.address).textContent()).toMatch(/checked \w+ \d{1,2}, \d{4}/)
    // Hovering shows what the verdict means (the native tooltip is the title).
    await badge.hover()
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('verdicts-home-1280'), fullPage: true })

    // The same in Chinese.
    await page.getByRole('button', { name: '中文' }).click()
    await expect.poll(() => badge.textContent()).toBe('已验证')
    expect(await check(page, email.address).textContent()).toContain('验证于')
    expect(await check(page, email.address).textContent()).toContain('报告退信')
    await page.screenshot({ path: screenshotPath('verdicts-home-zh-1280'), fullPage: true })
    await page.getByRole('button', { name: 'English' }).click()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: screenshotPath('verdicts-home-390'), fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 900 })

    // Report a bounce: re-checked at once (a reserved domain: unknown), nothing given back, once only.
    const report = check(page, email.address).getByRole('button', { name: `Report bounce ${email.address}` })
    await report.click()
    await expect.poll(() => page.getByText('Re-checked: Unknown.').count()).toBeGreaterThan(0)
    await expect.poll(() => badge.textContent()).toBe('Unknown')

    // The members table: the revealed member's emails with their verdicts and dates.
    await page.goto(
      `${server.url}/admin/search?company=${encodeURIComponent(company.name)}&domain=${company.domain}&page=1`,
    )
    const welcome = page.getByRole('dialog').filter({ hasText: 'Welcome to' })
    await welcome.waitFor({ timeout: 5_000 }).catch(() => {})
    if (await welcome.count()) await welcome.getByRole('button', { name: 'Skip' }).click()
    const row = page.locator('tbody tr').filter({ hasText: person.fullName })
    await expect.poll(() => row.locator('[data-email-check]').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await row.locator('[data-verdict]').first().textContent()).toMatch(/Verified|Accept-all|Unknown/)
    expect(await row.locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    await page.screenshot({ path: screenshotPath('verdicts-members-1280'), fullPage: true })
  })
})
