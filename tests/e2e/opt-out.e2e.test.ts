import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../src/adapters/server/demo-data/generate-dataset.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { skipOnboardingIfAsked } from './support/onboarding.ts'
import { atProvider } from './support/provider.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 9 §5, opt-out against the real product: the page in both languages (axe-checked), a person asks
// for their removal, the link goes to the address the data holds for them (issue 24: never to the
// requester's), the admin reads that mail in /admin/outbox, follows its link, confirms, and the profile
// is then not found on the home page. A request for someone without an address waits on the admins'
// removal requests page, the person visible until an admin approves.

const DEMO_COMPANIES = 60
const ADMIN = { username: 'admin', password: 'e2e admin password' }
const REQUESTER = `removal-${Date.now().toString(36)}@home.example`

// The server loads the deterministic demo dataset; the same generator names people in it.
const demoPeople = () =>
  [...generateDataset({ seed: 'leadlens-demo', companies: DEMO_COMPANIES, asOf: new Date() })].flatMap(
    (c) => c.people,
  )
const demoPerson = () => {
  const person = demoPeople().find((p) => p.emails.length > 0)
  if (person === undefined) throw new Error('the demo dataset has no person with an email')
  return person
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
        .getByLabel(language === 'zh' ? '您与此人的关系' : 'Your relationship to this person')
        .fill('Me')
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

    const held = (person.emails[0]?.address ?? '').toLowerCase()
    const masked = `${held[0]}•••@${held.split('@')[1]?.[0]}•••${held.slice(held.lastIndexOf('.'))}`

    // A person asks, anonymously: the link goes to the address the data holds, shown masked.
    await page.goto(`${server.url}/opt-out`)
    await expect.poll(() => h1(page)).toBe('Remove your details')
    await page.getByLabel('Your profile link').fill(link)
    await page.getByLabel('Your email address').fill(REQUESTER)
    await page.getByLabel('Your relationship to this person').fill('It is me')
    await page.getByRole('button', { name: 'Send the confirmation link' }).click()
    await expect.poll(() => page.getByRole('status').textContent()).toContain(masked)
    expect(await page.getByRole('status').textContent()).toContain('Check your inbox')
    expect(await page.getByRole('status').textContent()).not.toContain(REQUESTER)
    await page.screenshot({ path: screenshotPath('opt-out-mailed-1280'), fullPage: true })

    // The admin signs in and opens the outbox from the sidebar.
    await page.goto(server.url)
    await page.locator('header').getByRole('button', { name: 'Log in' }).click()
    await atProvider(page, ADMIN, false)
    await expect.poll(() => page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(1)
    await page.goto(`${server.url}/admin`)
    await page.waitForURL(/\/admin\/search$/)
    await skipOnboardingIfAsked(page)
    await page
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: 'Outbox' })
      .click()
    await page.waitForURL(/\/admin\/outbox$/)
    await expect.poll(() => h1(page)).toBe('Outbox')
    const mail = page.locator('tbody tr').filter({ hasText: held })
    await expect.poll(() => mail.count()).toBe(1)
    expect(await page.locator('tbody tr').filter({ hasText: REQUESTER }).count()).toBe(0)
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

describe('a request for someone the data holds no address for waits for an admin', () => {
  for (const language of ['en', 'zh'] as const)
    test(`in ${language}: the requester is told, the admin approves on the removal requests page, audited`, async ({
      page,
    }) => {
      if (language === 'zh') await inChinese(page)
      const zh = language === 'zh'
      const n = Date.now().toString(36)
      const link = `https://www.linkedin.com/in/review-${language}-${n}`
      const asker = `assistant-${language}-${n}@office.example`
      await page.goto(`${server.url}/opt-out`)
      await page.getByLabel(zh ? '您的档案链接' : 'Your profile link').fill(link)
      await page.getByLabel(zh ? '您的邮箱地址' : 'Your email address').fill(asker)
      await page
        .getByLabel(zh ? '您与此人的关系' : 'Your relationship to this person')
        .fill(zh ? '我是他的助理' : 'I am his assistant')
      await page.getByRole('button', { name: zh ? '发送确认链接' : 'Send the confirmation link' }).click()
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toContain(zh ? '您的请求正在等待审核' : 'Your request is waiting for review')
      expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
      await page.screenshot({ path: screenshotPath(`opt-out-review-asked-${language}-1280`), fullPage: true })

      await page.goto(server.url)
      await page
        .locator('header')
        .getByRole('button', { name: zh ? '登录' : 'Log in' })
        .click()
      await atProvider(page, ADMIN, false)
      await page.goto(`${server.url}/admin/outbox`)
      await skipOnboardingIfAsked(page)
      // Nothing was mailed to anyone for it.
      await expect.poll(() => h1(page)).toBe(zh ? '发件箱' : 'Outbox')
      expect(await page.locator('tbody tr').filter({ hasText: asker }).count()).toBe(0)
      await page
        .getByRole('navigation', { name: zh ? '控制台导航' : 'Dashboard navigation' })
        .getByRole('link', { name: zh ? '删除请求' : 'Removal requests' })
        .click()
      await page.waitForURL(/\/admin\/opt-out-reviews$/)
      await expect.poll(() => h1(page)).toBe(zh ? '删除请求' : 'Removal requests')
      const request = page.locator('tbody tr').filter({ hasText: asker })
      await expect.poll(() => request.count()).toBe(1)
      expect(await request.textContent()).toContain(zh ? '我是他的助理' : 'I am his assistant')
      expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
      await page.screenshot({ path: screenshotPath(`opt-out-reviews-${language}-1280`), fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: screenshotPath(`opt-out-reviews-${language}-390`), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 800 })
      await request.getByRole('button', { name: zh ? '批准删除' : 'Approve removal' }).click()
      await request.getByRole('button', { name: zh ? '是，删除' : 'Yes, remove' }).click()
      await expect.poll(() => request.count()).toBe(0)

      // The decision is in the audit log.
      await page.goto(`${server.url}/admin/audit`)
      await expect
        .poll(() => page.locator('tbody tr').first().textContent())
        .toContain(zh ? '处理删除请求' : 'Decided a removal request')
    })
})
