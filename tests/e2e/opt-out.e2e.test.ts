import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../src/adapters/server/demo-data/generate-dataset.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { atProvider } from './support/provider.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 9 §5, opt-out against the real product: the page in both languages (axe-checked), a person asks
// for their removal, the admin reads the mail in /admin/outbox, follows its link, confirms, and the
// profile is then not found on the home page.

const DEMO_COMPANIES = 60
const ADMIN = { username: 'admin', password: 'e2e admin password' }
const REQUESTER = `removal-${Date.now().toString(36)}@home.example`

// The server loads the deterministic demo dataset; the same generator names a person in it.
const demoPerson = () => {
  for (const { people } of generateDataset({
    seed: 'leadlens-demo',
    companies: DEMO_COMPANIES,
    asOf: new Date(),
  })) {
    const person = people.find((p) => p.emails.length > 0)
    if (person !== undefined) return person
  }
  throw new Error('the demo dataset has no person with an email')
}

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: ADMIN.password, DEMO_COMPANIES: String(DEMO_COMPANIES) })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent({ timeout: 5000 })
const inChinese = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('preferredLanguage', 'zh'))

describe('the opt-out page', () => {
  for (const language of ['en', 'zh'] as const)
    test(`in ${language}: a heading, the form, no serious axe findings, reachable from the footer`, async ({
      page,
    }) => {
      if (language === 'zh') await inChinese(page)
      await page.goto(server.url)
      await page
        .locator('footer')
        .getByRole('link', { name: language === 'zh' ? '删除我的信息' : 'Remove my details' })
        .click()
      await expect.poll(() => h1(page)).toBe(language === 'zh' ? '删除您的信息' : 'Remove your details')
      expect(new URL(page.url()).pathname).toBe('/opt-out')
      expect(await page.locator('html').getAttribute('lang')).toBe(language === 'zh' ? 'zh-CN' : 'en')
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
      // A mistyped link is answered beside its field, in the page's language, before anything is sent.
      await page
        .getByLabel(language === 'zh' ? '您的档案链接' : 'Your profile link')
        .fill('https://example.com/me')
      await page.getByLabel(language === 'zh' ? '您的邮箱地址' : 'Your email address').fill(REQUESTER)
      await page
        .getByRole('button', { name: language === 'zh' ? '发送确认链接' : 'Send the confirmation link' })
        .click()
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(1)
      expect(await page.textContent('main')).toContain(
        language === 'zh' ? '请输入档案页面的链接' : 'Please enter the link of a profile page',
      )
      expect(await seriousViolations(page)).toEqual([])
      await page.screenshot({ path: screenshotPath(`opt-out-${language}-1280`), fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.screenshot({ path: screenshotPath(`opt-out-${language}-390`), fullPage: true })
    })

  test('the privacy policy and the contact page lead to it', async ({ page }) => {
    await page.goto(`${server.url}/privacy`)
    await page.getByRole('link', { name: 'Ask for your removal on our removal page' }).click()
    await expect.poll(() => h1(page)).toBe('Remove your details')
    await page.goto(`${server.url}/contact-us`)
    await page.locator('main').getByRole('link', { name: 'Remove my details' }).click()
    await expect.poll(() => h1(page)).toBe('Remove your details')
  })
})

describe('opting out, from the request to the profile gone', () => {
  test('request, the admin reads the mail in the outbox, follows the link, confirms; then not found', async ({
    page,
  }) => {
    const person = demoPerson()
    const link = `https://www.linkedin.com/in/${person.profileId}`

    // A person asks, anonymously.
    await page.goto(`${server.url}/opt-out`)
    await expect.poll(() => h1(page)).toBe('Remove your details')
    await page.getByLabel('Your profile link').fill(link)
    await page.getByLabel('Your email address').fill(REQUESTER)
    await page.getByRole('button', { name: 'Send the confirmation link' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toContain(REQUESTER)
    expect(await page.getByRole('status').textContent()).toContain('Check your inbox')

    // The admin signs in and opens the outbox from the sidebar.
    await page.goto(server.url)
    await page.locator('header').getByRole('button', { name: 'Log in' }).click()
    await atProvider(page, ADMIN, false)
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(1)
    await page.goto(`${server.url}/admin`)
    await page.waitForURL(/\/admin\/search$/)
    const welcome = page.getByRole('dialog').filter({ hasText: 'Welcome to' })
    await welcome.waitFor({ timeout: 5_000 }).catch(() => {})
    if (await welcome.count()) await welcome.getByRole('button', { name: 'Skip' }).click()
    await page
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: 'Outbox' })
      .click()
    await page.waitForURL(/\/admin\/outbox$/)
    await expect.poll(() => h1(page)).toBe('Outbox')
    const mail = page.locator('tbody tr').filter({ hasText: REQUESTER })
    await expect.poll(() => mail.count()).toBe(1)
    await mail.getByText('Confirm your removal from LeadLens').click()
    await expect.poll(() => mail.locator('pre').textContent()).toContain(link)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('opt-out-outbox-1280'), fullPage: true })

    // Following the link confirms nothing by itself: the page asks.
    await mail.locator('pre a[href*="/opt-out#token="]').click()
    await page.waitForURL(/\/opt-out#token=/)
    await expect.poll(() => page.getByRole('button', { name: 'Confirm removal' }).count()).toBe(1)
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('opt-out-confirm-1280'), fullPage: true })
    await page.getByRole('button', { name: 'Confirm removal' }).click()
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Your details have been removed')

    // Again: the link was single use.
    await page.reload()
    await page.getByRole('button', { name: 'Confirm removal' }).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'already been used' }).count()).toBe(1)

    // On the home page the profile is not found any more.
    await page.goto(server.url)
    await page.getByLabel('Profile link').fill(link)
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect
      .poll(() => page.locator('main section[aria-live]').textContent())
      .toContain('We have no data for this profile yet.')
    await page.screenshot({ path: screenshotPath('opt-out-home-not-found-1280') })
  })
})
