import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../src/adapters/server/demo-data/generate-dataset.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { main, openDashboard, pageWidth, sidebar } from './support/dashboard.ts'
import { msg } from './support/messages.ts'
import { apiAs } from './support/provider.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 20 §2, the Contacts page as a user against the real product: reveal a few people, find them in
// Contacts, search and filter, make a list, add to it from the members table, export; in English and
// Chinese, at 1280 and 390 px. The tests share one account.

const DEMO_COMPANIES = 20
const USER = { username: `contacts-${Date.now().toString(36)}`, password: 'correct horse battery' }

/** A demo company with at least three decision makers who have an email. */
const demoCompany = () => {
  for (const { company, people } of generateDataset({
    seed: 'leadlens-demo',
    companies: DEMO_COMPANIES,
    asOf: new Date(),
  })) {
    const reachable = people.filter((p) => p.isDecisionMaker && p.emails.length > 0)
    if (reachable.length >= 3) return company
  }
  throw new Error('the demo dataset has no company with three reachable decision makers')
}

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DEMO_COMPANIES: String(DEMO_COMPANIES) })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

const rows = (page: Page) => main(page).getByTestId('contacts-grid').locator('tbody tr')
const names = (page: Page) => rows(page).locator('td:nth-child(2) a').allTextContents()
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

type Member = { key: string; name: string }
let revealed: Member[] = []

describe('the Contacts page', () => {
  test('finds revealed people, searches, filters, makes a list, adds from the members table, exports', async ({
    page,
  }) => {
    const company = demoCompany()
    await openDashboard(page, server.url, USER, true)
    // Three decision makers revealed, as the dashboard, the extension or the API reveal them.
    const { body } = await apiAs(page, 'GET', `/api/contact/company/members?domain=${company.domain}&page=1`)
    const members = Object.values(
      (body as { desisionMakerProfiles: Record<string, Member> }).desisionMakerProfiles,
    )
    revealed = members.slice(0, 3)
    for (const m of revealed) {
      const answer = await apiAs(page, 'GET', `/api/contact/profile/${m.key}?reveal=true`)
      expect(answer.status).toBe(200)
    }

    await sidebar(page).getByRole('link', { name: 'Contacts', exact: true }).click()
    await page.waitForURL(/\/admin\/contacts/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Contacts')
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3)
    // Newest first: the last revealed on top.
    expect(await names(page)).toEqual(revealed.map((m) => m.name).reverse())
    expect(await main(page).getByTestId('contacts-count').textContent()).toBe('1–3 of 3 contacts')
    expect(await rows(page).first().textContent()).toContain(company.name)
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('contacts-1280'), fullPage: true })

    // Search by name, then by company; a company filter that matches nobody says so.
    const [first, second, third] = revealed as [Member, Member, Member]
    await main(page).getByLabel('Search').fill(first.name)
    await expect.poll(() => names(page)).toEqual([first.name])
    await main(page).getByLabel('Search').fill('')
    await expect.poll(() => rows(page).count()).toBe(3)
    await main(page).getByLabel('Company').fill(company.domain)
    await expect.poll(() => main(page).getByTestId('contacts-count').textContent()).toBe('1–3 of 3 contacts')
    await main(page).getByLabel('Company').fill('no such company')
    await expect.poll(() => main(page).textContent()).toContain('No contacts match these filters.')
    await main(page).getByLabel('Company').fill('')
    await expect.poll(() => rows(page).count()).toBe(3)
    // Sorting by name, A to Z.
    await main(page).getByRole('button', { name: 'Name' }).click()
    await expect
      .poll(() => names(page))
      .toEqual(revealed.map((m) => m.name).toSorted((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)))

    // A list: made in the lists panel, two people added from the grid's selection.
    const lists = main(page).getByRole('navigation', { name: 'Lists' })
    await lists.getByRole('button', { name: 'New list' }).click()
    await lists.getByLabel('List name').fill('Hot leads')
    await lists.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => lists.textContent()).toContain('Hot leads')
    await main(page).getByLabel(`Select ${first.name}`).check()
    await main(page).getByLabel(`Select ${second.name}`).check()
    await expect.poll(() => main(page).getByTestId('selection-actions').textContent()).toContain('2 selected')
    await main(page).getByTestId('selection-actions').getByRole('button', { name: 'Add to list' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Hot leads').check()
    await dialog.getByRole('button', { name: 'Add' }).click()
    await expect.poll(() => toast(page, '2 contacts added to Hot leads').count()).toBeGreaterThan(0)
    await lists.getByRole('button', { name: /^Hot leads/ }).click()
    await expect.poll(() => rows(page).count()).toBe(2)
    await page.screenshot({ path: screenshotPath('contacts-list-1280'), fullPage: true })

    // The third person, from the members table of their company.
    await page.goto(
      `${server.url}/admin/search?domain=${company.domain}&company=${encodeURIComponent(company.name)}&page=1`,
    )
    const addThird = main(page).getByRole('button', { name: `Add to list: ${third.name}` })
    await expect.poll(() => addThird.count(), { timeout: 15_000 }).toBe(1)
    await page.screenshot({ path: screenshotPath('contacts-members-table-1280'), fullPage: true })
    await addThird.click()
    await page.screenshot({ path: screenshotPath('contacts-add-to-list-dialog-1280') })
    await page.getByRole('dialog').getByLabel('Hot leads').check()
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click()
    await expect.poll(() => toast(page, '1 contact added to Hot leads').count()).toBeGreaterThan(0)
    await sidebar(page).getByRole('link', { name: 'Contacts', exact: true }).click()
    await main(page)
      .getByRole('navigation', { name: 'Lists' })
      .getByRole('button', { name: /^Hot leads/ })
      .click()
    await expect.poll(() => rows(page).count()).toBe(3)

    // Export the list: a CSV with the three, free.
    const download = page.waitForEvent('download')
    await main(page).getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^leadlens-contacts-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await (await file.createReadStream()).toArray()
    const text = Buffer.concat(csv).toString('utf8')
    expect(text.startsWith('\uFEFFname,title,company')).toBe(true)
    for (const m of revealed) expect(text).toContain(m.name)
    expect(text).toContain('Hot leads')
    const xlsx = page.waitForEvent('download')
    await main(page).getByRole('button', { name: 'Export Excel' }).click()
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/)

    // Re-verify: queued once, then "asked within the last day".
    await main(page).getByLabel('Select every contact on this page').check()
    await main(page).getByTestId('selection-actions').getByRole('button', { name: 'Re-verify' }).click()
    await expect.poll(() => toast(page, 'Re-verification queued for 3').count()).toBeGreaterThan(0)

    // Rename and delete a list: its people stay in Contacts.
    const lists2 = main(page).getByRole('navigation', { name: 'Lists' })
    await lists2.getByRole('button', { name: 'New list' }).click()
    await lists2.getByLabel('List name').fill('Scratch')
    await lists2.getByRole('button', { name: 'Save' }).click()
    await lists2.getByRole('button', { name: 'Rename Scratch' }).click()
    await lists2.getByLabel('New name for Scratch').fill('hot LEADS')
    await lists2.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => lists2.textContent()).toContain('You already have a list of that name.')
    await lists2.getByLabel('New name for Scratch').fill('Later')
    await lists2.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => lists2.getByRole('button', { name: 'Delete Later' }).count()).toBe(1)
    await lists2.getByRole('button', { name: 'Delete Later' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => lists2.getByRole('button', { name: 'Delete Later' }).count()).toBe(0)
    await lists2.getByRole('button', { name: /^All contacts/ }).click()
    await expect.poll(() => rows(page).count()).toBe(3)

    // A phone: the page never scrolls sideways (the grid scrolls in its own box).
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('contacts-390'), fullPage: true })
  })

  test('in Chinese: the page, its filters and lists', async ({ page }) => {
    await openDashboard(page, server.url, USER, false)
    await page.getByRole('button', { name: '中文' }).click()
    const nav = sidebar(page, 'zh')
    await expect.poll(() => nav.count()).toBe(1)
    await nav.getByRole('link', { name: msg('zh', 'contacts.nav'), exact: true }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(msg('zh', 'contacts.title'))
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3)
    expect(await main(page).textContent()).toContain(msg('zh', 'contacts.lists.all'))
    expect(await main(page).getByLabel(msg('zh', 'contacts.filters.search')).count()).toBe(1)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('contacts-zh-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('contacts-zh-390'), fullPage: true })
    await page.getByRole('button', { name: 'English' }).click()
  })
})
