import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../src/adapters/server/demo-data/generate-dataset.ts'
import { profileLinkFor } from '../../src/domain/profiles/profile-link.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { main, openDashboard, pageWidth, sidebar } from './support/dashboard.ts'
import { msg } from './support/messages.ts'
import { apiAs } from './support/provider.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 20 §1, bulk enrichment as a user against the real product: on the free trial the page offers
// the upgrade; after buying Pro the user drops a CSV, checks the guessed mapping, the preview and the
// cost, starts it, watches the progress bar fill, and downloads the result; in English and Chinese, at
// 1280 and 390 px. The tests share one account, in order.

const DEMO_COMPANIES = 20
const USER = { username: `bulk-${Date.now().toString(36)}`, password: 'correct horse battery' }

/** A file of demo people with contacts: 24 profile links, one twice, and a row with nothing usable. */
const leadsCsv = () => {
  const people = [...generateDataset({ seed: 'leadlens-demo', companies: DEMO_COMPANIES, asOf: new Date() })]
    .flatMap(({ company, people }) => people.map((person) => ({ company, person })))
    .filter(({ person }) => person.emails.some((e) => e.status !== 'invalid') || person.phones.length > 0)
    .slice(0, 24)
  const rows = people.map(
    ({ company, person }) =>
      `${person.firstName} ${person.lastName},${company.name},${profileLinkFor(person.profileId)}`,
  )
  const first = rows[0] ?? ''
  return {
    text: ['Name,Company,LinkedIn URL', ...rows, first, 'Nobody,,'].join('\r\n'),
    rows: rows.length + 2,
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

describe('bulk enrichment', () => {
  test('on the free trial the page shows what it does and the way to upgrade', async ({ page }) => {
    await openDashboard(page, server.url, USER, true)
    await sidebar(page).getByRole('link', { name: 'Bulk enrichment', exact: true }).click()
    await page.waitForURL(/\/admin\/enrichment$/)
    await expect.poll(() => main(page).getByTestId('enrichment-upgrade').count()).toBe(1)
    expect(await main(page).getByTestId('upload-dropzone').count()).toBe(0)
    expect(await main(page).getByRole('link', { name: 'See Pro plans' }).getAttribute('href')).toBe(
      '/admin/pricing',
    )
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('enrichment-upgrade-1280'), fullPage: true })
    const refused = await apiAs(page, 'GET', '/api/enrichment/jobs')
    expect(refused.body).toEqual({ included: false, jobs: [] })
  })

  test('a Pro user uploads, maps, sees the cost, watches the progress and downloads the result', async ({
    page,
  }) => {
    await openDashboard(page, server.url, USER, false)
    await sidebar(page).getByRole('link', { name: 'Pricing', exact: true }).click()
    await page.waitForURL(/\/admin\/pricing/)
    await page.getByRole('button', { name: 'Choose Startup' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click()
    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.waitForURL(/\/admin\/subscription/)

    await sidebar(page).getByRole('link', { name: 'Bulk enrichment', exact: true }).click()
    await page.waitForURL(/\/admin\/enrichment$/)
    await main(page).getByTestId('upload-dropzone').waitFor()
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('enrichment-upload-1280'), fullPage: true })

    // The picker refuses what is not a spreadsheet, in words.
    await main(page)
      .getByTestId('upload-input')
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') })
    await expect
      .poll(() => main(page).getByTestId('upload-refused').textContent())
      .toBe('Only CSV and XLSX files can be enriched.')

    const file = leadsCsv()
    await main(page)
      .getByTestId('upload-input')
      .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(file.text) })
    await page.waitForURL(/\/admin\/enrichment\/[\w-]+$/)
    const jobUrl = page.url()
    // The guessed mapping, the first rows as they will be read, and the cost.
    await main(page).getByTestId('column-mapping').waitFor()
    expect(await main(page).getByTestId('map-profileLink').inputValue()).toBe('2')
    expect(await main(page).getByTestId('map-fullName').inputValue()).toBe('0')
    expect(await main(page).getByTestId('map-company').inputValue()).toBe('1')
    await main(page).getByTestId('mapping-preview').waitFor()
    expect(await main(page).getByTestId('mapping-preview').locator('tbody tr').count()).toBe(5)
    await expect
      .poll(() => main(page).getByTestId('cost-answerable').textContent())
      .toBe(String(file.rows - 1))
    // Before paying, the file's copy of its first row and its row with nothing to read, each free.
    expect(await main(page).getByTestId('cost-duplicates').textContent()).toBe('1')
    expect(await main(page).getByTestId('cost-unreadable').textContent()).toBe('1')
    const most = Number(await main(page).getByTestId('cost-most').textContent())
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(2 * (file.rows - 2))
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('enrichment-mapping-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('enrichment-mapping-390'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })

    await main(page).getByTestId('start-job').click()
    const bar = main(page).getByRole('progressbar')
    await bar.waitFor()
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 120_000 }).toBe('100')
    await expect
      .poll(() => main(page).getByTestId('job-state').textContent(), { timeout: 60_000 })
      .toBe('Finished')
    expect(await main(page).getByTestId('progress-text').textContent()).toBe(
      `${file.rows} of ${file.rows} rows done`,
    )
    expect(Number(await main(page).getByTestId('progress-found').textContent())).toBe(file.rows - 1)
    expect(Number(await main(page).getByTestId('progress-charged').textContent())).toBeLessThanOrEqual(most)
    await expect
      .poll(() => page.getByText('leads.csv is enriched').count(), { timeout: 10_000 })
      .toBeGreaterThan(0)
    await page.screenshot({ path: screenshotPath('enrichment-finished-1280'), fullPage: true })

    // A reload finds the job where it is.
    await page.reload()
    await expect.poll(() => main(page).getByTestId('job-state').textContent()).toBe('Finished')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByTestId('download-csv').click(),
    ])
    expect(download.suggestedFilename()).toBe('leads-enriched.csv')
    const csv = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(csv[0]).toBe(
      'Name,Company,LinkedIn URL,email,email_verdict,email_checked_at,phones,whatsapp,company,title,profile_link,status,status_reason',
    )
    expect(csv.length).toBe(file.rows + 1)
    expect(csv.filter((line) => /,found,$/.test(line)).length).toBe(file.rows - 1)
    expect(csv.at(-1)).toContain('invalid input')
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByTestId('download-xlsx').click(),
    ])
    expect(xlsx.suggestedFilename()).toBe('leads-enriched.xlsx')

    // Everyone found into a new list (issue 20 §2): 24 people, the duplicate row once.
    await main(page).getByRole('button', { name: 'Add all found to a list…' }).click()
    const toList = page.getByRole('dialog')
    await toList.getByLabel('List name').fill('From leads.csv')
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('enrichment-add-to-list-1280') })
    await toList.getByRole('button', { name: 'Add', exact: true }).click()
    await expect
      .poll(() => page.getByText(`${file.rows - 2} contacts added to From leads.csv`).count())
      .toBeGreaterThan(0)
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('enrichment-finished-390'), fullPage: true })

    // The jobs list.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`${server.url}/admin/enrichment`)
    const list = main(page).getByTestId('enrichment-jobs')
    await list.waitFor()
    expect(await list.locator('tbody tr').first().textContent()).toContain('leads.csv')
    await page.screenshot({ path: screenshotPath('enrichment-jobs-1280'), fullPage: true })

    // In Chinese.
    await page.getByRole('button', { name: '中文' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(msg('zh', 'enrichment.title'))
    await page.screenshot({ path: screenshotPath('enrichment-jobs-zh-1280'), fullPage: true })
    await page.goto(jobUrl)
    await expect
      .poll(() => main(page).getByTestId('job-state').textContent())
      .toBe(msg('zh', 'enrichment.states.finished'))
    expect(await main(page).getByTestId('download-csv').textContent()).toBe(
      msg('zh', 'enrichment.result.csv'),
    )
    await page.screenshot({ path: screenshotPath('enrichment-finished-zh-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: screenshotPath('enrichment-finished-zh-390'), fullPage: true })
    await page.getByRole('button', { name: 'English' }).click()
  })
})
