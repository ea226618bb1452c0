import { afterAll, beforeAll, describe, expect } from 'vitest'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { sharedServer } from './support/shared-server.ts'

// The product shared with other files: these tests only read public pages.
let server: { url: string }
beforeAll(async () => {
  server = await sharedServer()
})
afterAll(async () => {
  await closeBrowser()
})

describe('home page', () => {
  test('renders in English by default', async ({ page }) => {
    await page.goto(server.url)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Reach the decision maker, not the inbox')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.screenshot({ path: screenshotPath('home-en-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: screenshotPath('home-en-390'), fullPage: true })
  })

  test('renders in Chinese when Chinese was saved as the preferred language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('preferredLanguage', 'zh'))
    await page.goto(server.url)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('直达决策人，而不是公共邮箱')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    await page.screenshot({ path: screenshotPath('home-zh-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: screenshotPath('home-zh-390'), fullPage: true })
  })

  test('remembers a language switch across a reload', async ({ page }) => {
    await page.goto(server.url)
    await page.getByRole('button', { name: '中文' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('直达决策人，而不是公共邮箱')
    await page.reload()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('直达决策人，而不是公共邮箱')
  })

  test('explains what is wrong with a link that is not a profile link', async ({ page }) => {
    await page.goto(server.url)
    await page.getByLabel('Profile link').fill('https://www.linkedin.com/company/acme')
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Please enter a valid LinkedIn profile URL')
  })

  test('asks an anonymous visitor to sign in before revealing a profile', async ({ page }) => {
    await page.goto(server.url)
    await page.getByLabel('Profile link').fill('https://www.linkedin.com/in/jane-doe')
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading').textContent())
      .toBe('Sign in to see contacts')
  })

  test('shows the not-found page with a way back home for an unknown address', async ({ page }) => {
    await page.goto(`${server.url}/no/such/page`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found')
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
  })
})
