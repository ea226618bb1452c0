import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../src/adapters/server/demo-data/generate-dataset.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { credits, main, openDashboard, pageWidth, sidebar } from './support/dashboard.ts'
import { msg } from './support/messages.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 19 §4, the email finder as a user against the real product: find a person's address, verify a
// pasted list, in English and Chinese, at 1280 and 390 px. The demo data lives under `.example`, a
// reserved name the contact engine never contacts: every verdict here is honestly `unknown`, and unknown
// answers are free, so the free trial's credits stay as they were. The tests share one account.

const DEMO_COMPANIES = 20

const USER = { username: `finder-${Date.now().toString(36)}`, password: 'correct horse battery' }

/** A demo person with a work email (to find), and a list of demo addresses (to verify). */
const demoData = () => {
  const people = [...generateDataset({ seed: 'leadlens-demo', companies: DEMO_COMPANIES, asOf: new Date() })]
    .flatMap(({ company, people }) => people.map((person) => ({ company, person })))
    .filter(({ person }) => person.emails.length > 0)
  const [first] = people
  if (first === undefined) throw new Error('the demo dataset has nobody with an email')
  return {
    person: {
      firstName: first.person.firstName,
      lastName: first.person.lastName,
      domain: first.company.domain,
    },
    addresses: people.slice(0, 6).map(({ person }) => person.emails[0]?.address ?? ''),
  }
}

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DEMO_COMPANIES: String(DEMO_COMPANIES) })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

describe('the email finder', () => {
  test('finds a demo address and verifies a pasted list: unknown, and free, at 1280 and 390 px', async ({
    page,
  }) => {
    const { person, addresses } = demoData()
    await openDashboard(page, server.url, USER, true)
    const before = (await credits(page)).free
    await sidebar(page).getByRole('link', { name: 'Email finder', exact: true }).click()
    await page.waitForURL(/\/admin\/email-finder/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Email finder')

    // Find: the demo person at their company's `.example` domain.
    await main(page).getByLabel('First name').fill(person.firstName)
    await main(page).getByLabel('Last name').fill(person.lastName)
    await main(page).getByLabel('Company domain').fill(person.domain)
    await main(page).getByRole('button', { name: 'Find email' }).click()
    const found = main(page).getByTestId('found-address')
    const notFound = main(page).getByText('No address found')
    await expect
      .poll(async () => (await found.count()) + (await notFound.count()), { timeout: 15_000 })
      .toBe(1)
    // A reserved domain is never asked: an address comes back on the pattern alone, `unknown`, free.
    expect(await found.textContent()).toMatch(new RegExp(`@${person.domain.replaceAll('.', '\\.')}$`))
    const findPanel = page.getByRole('tabpanel', { name: 'Find' })
    expect(await findPanel.locator('[data-verdict]').textContent()).toBe('Unknown')
    expect(await findPanel.textContent()).toContain('Charged: no credit')
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('email-finder-find-1280'), fullPage: true })

    // Verify: the tab is in the address, so a reload keeps it.
    await page.getByRole('tab', { name: 'Verify' }).click()
    await page.waitForURL(/tab=verify/)
    const box = page.getByLabel('Addresses, one per line')
    await box.fill(Array.from({ length: 101 }, (_, n) => `p${n}@acme.example`).join('\n'))
    await expect.poll(() => main(page).textContent()).toContain('At most 100 addresses at once')
    await box.fill(addresses.join('\n'))
    expect(await main(page).getByTestId('address-count').textContent()).toBe(
      `${addresses.length} addresses of at most 100`,
    )
    await main(page).getByRole('button', { name: 'Verify addresses' }).click()
    const rows = page.getByRole('tabpanel', { name: 'Verify' }).locator('tbody tr')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(addresses.length)
    for (const [n, address] of addresses.entries()) {
      const row = rows.nth(n)
      expect(await row.locator('td').first().textContent()).toBe(address)
      expect(await row.locator('[data-verdict]').textContent()).toBe('Unknown')
      expect(await row.locator('time').count()).toBe(1)
    }
    expect(await main(page).getByTestId('verify-charged').textContent()).toBe('Charged: no credit')
    expect((await credits(page)).free).toBe(before)
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('email-finder-verify-1280'), fullPage: true })

    // A phone: the page never scrolls sideways (the table scrolls in its own box).
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('email-finder-verify-390'), fullPage: true })
    await page.reload()
    await expect
      .poll(() => page.getByRole('tab', { name: 'Verify' }).getAttribute('aria-selected'))
      .toBe('true')
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('email-finder-verify-empty-390'), fullPage: true })
  })

  test('in Chinese: the page, its tabs and the verdicts', async ({ page }) => {
    const { addresses } = demoData()
    await openDashboard(page, server.url, USER, false)
    await page.getByRole('button', { name: '中文' }).click()
    await expect.poll(() => sidebar(page, 'zh').count()).toBe(1)
    await sidebar(page, 'zh')
      .getByRole('link', { name: msg('zh', 'emailFinder.nav'), exact: true })
      .click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(msg('zh', 'emailFinder.title'))
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      msg('zh', 'emailFinder.tabs.find'),
      msg('zh', 'emailFinder.tabs.verify'),
    ])
    await page.getByRole('tab', { name: msg('zh', 'emailFinder.tabs.verify') }).click()
    await page.getByLabel(msg('zh', 'emailFinder.verify.addresses')).fill(addresses.slice(0, 2).join('\n'))
    await main(page)
      .getByRole('button', { name: msg('zh', 'emailFinder.verify.submit') })
      .click()
    const verdicts = page
      .getByRole('tabpanel', { name: msg('zh', 'emailFinder.tabs.verify') })
      .locator('[data-verdict]')
    await expect.poll(() => verdicts.count(), { timeout: 30_000 }).toBe(2)
    expect(await verdicts.allTextContents()).toEqual([
      msg('zh', 'emailVerdict.unknown.label'),
      msg('zh', 'emailVerdict.unknown.label'),
    ])
    expect(await verdicts.first().getAttribute('title')).toBe(msg('zh', 'emailVerdict.unknown.meaning'))
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('email-finder-verify-zh-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('email-finder-verify-zh-390'), fullPage: true })
    await page.getByRole('button', { name: 'English' }).click()
  })
})
