import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../src/adapters/server/demo-data/generate-dataset.ts'
import { internationalPhone } from '../../src/ui/lib/international-phone.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 5, home page: a new user signs up through the embedded provider, searches a demo profile, sees
// what revealing it costs, reveals it, copies an email, and has one trial credit fewer. Also: the
// anonymous sign-in prompt and the live counts. WhatsApp links are checked, never opened.

const DEMO_COMPANIES = 60
const ACCOUNT = { username: `reveal-${Date.now().toString(36)}`, password: 'correct horse battery' }

// The server loads the deterministic demo dataset (seed 'leadlens-demo'); the same generator names a
// person in it with emails, phones and WhatsApp on the first phone.
const demoPerson = () => {
  for (const { company, people } of generateDataset({
    seed: 'leadlens-demo',
    companies: DEMO_COMPANIES,
    asOf: new Date(),
  })) {
    const person = people.find((p) => p.emails.length > 0 && p.phones[0]?.whatsappValid === true)
    if (person !== undefined) return { ...person, company: company.name }
  }
  throw new Error('the demo dataset has no person with emails and a WhatsApp phone')
}

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ DEMO_COMPANIES: String(DEMO_COMPANIES) })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

/** The API called as the signed-in page would, with its stored access token. */
const apiAsUser = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? ''
    const { access_token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }
    const response = await fetch(path, { headers: { authorization: `Bearer ${access_token}` } })
    return response.json()
  }, path)

const freeCreditsLeft = async (page: Page) =>
  ((await apiAsUser(page, '/api/payment/subscription')) as { credits: { free: number } }).credits.free

const result = (page: Page) => page.locator('main section[aria-live]')

describe('home page: the signed-in reveal', () => {
  test('the home page, anonymous, with the live counts', async ({ page }) => {
    await page.goto(server.url)
    const stats = (await (await fetch(`${server.url}/api/stats`)).json()) as {
      contacts: number
      companies: number
    }
    const section = page.locator('section[aria-labelledby="stats-title"]')
    await expect.poll(() => section.textContent()).toContain(stats.contacts.toLocaleString('en-US'))
    expect(await section.textContent()).toContain(stats.companies.toLocaleString('en-US'))
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('home-anonymous-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: screenshotPath('home-anonymous-390'), fullPage: true })
  })

  test('an anonymous search still asks to sign in', async ({ page }) => {
    await page.goto(server.url)
    await page.getByLabel('Profile link').fill('https://www.linkedin.com/in/jane-doe')
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading').textContent())
      .toBe('Sign in to see contacts')
  })

  test('signs up, sees the cost first, reveals, copies, and pays one trial credit', async ({ page }) => {
    const person = demoPerson()
    await page.goto(server.url)
    const home = new URL(page.url()).origin
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: home })

    // Sign up from the hero: the provider's create-account form opens at once (prompt=create).
    await page.getByRole('button', { name: 'Sign up free' }).click()
    await page.waitForURL(/\/oidc\/interaction\//)
    await page.locator('form[action$="/signup"]').waitFor()
    await page.locator('input[name="username"]').fill(ACCOUNT.username)
    await page.locator('input[name="password"]').fill(ACCOUNT.password)
    await page.locator('form[action$="/signup"] button[type="submit"]').click()
    await page
      .waitForURL((url) => url.origin === home && url.pathname === '/', { timeout: 5_000 })
      .catch(async () => {
        const consent = page.locator('form[action$="/confirm"] button[type="submit"]')
        if (await consent.count()) await consent.click()
      })
    await page.waitForURL((url) => url.origin === home && url.pathname === '/')
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).count()).toBe(1)

    // The person, masked, with the cost before paying.
    await page.getByLabel('Profile link').fill(`https://www.linkedin.com/in/${person.profileId}`)
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect
      .poll(() => result(page).getByRole('heading', { level: 2 }).textContent())
      .toBe(person.fullName)
    expect(await result(page).textContent()).toContain(person.company)
    expect(await result(page).getByTestId('reveal-cost').textContent()).toBe('1 credit (free trial)')
    const firstEmail = person.emails[0]?.address ?? ''
    expect(await result(page).textContent()).not.toContain(firstEmail)
    expect(await freeCreditsLeft(page)).toBe(10)
    await page.screenshot({ path: screenshotPath('home-cost-first-1280') })

    // Reveal: emails and phones in full, the WhatsApp link, one credit gone.
    await result(page).getByRole('button', { name: 'Reveal contacts' }).click()
    await expect.poll(() => result(page).textContent()).toContain(firstEmail)
    const firstPhone = person.phones[0]?.e164 ?? ''
    // Shown with spaces (issue 24), copied as stored.
    await expect.poll(() => result(page).textContent()).toContain(internationalPhone(firstPhone))
    expect(
      await result(page)
        .getByRole('button', { name: `Copy ${firstPhone}` })
        .count(),
    ).toBe(1)
    expect(await result(page).textContent()).toContain('Revealed for 1 credit (free trial)')
    const chat = result(page).getByRole('link', { name: 'Chat on WhatsApp' })
    expect(await chat.getAttribute('href')).toBe(`https://wa.me/${firstPhone.slice(1)}`)
    expect(await chat.getAttribute('target')).toBe('_blank')
    expect(await freeCreditsLeft(page)).toBe(9)

    // Copy: the value is on the clipboard and the toast says so.
    await result(page)
      .getByRole('button', { name: `Copy ${firstEmail}` })
      .click()
    await expect.poll(() => page.getByText('Copied to clipboard').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstEmail)
    await page.screenshot({ path: screenshotPath('home-revealed-1280'), fullPage: true })
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])

    // The same card in Chinese.
    await page.getByRole('button', { name: '中文' }).click()
    await expect.poll(() => result(page).textContent()).toContain('已解锁')
    await page.screenshot({ path: screenshotPath('home-revealed-zh-1280'), fullPage: true })
    await page.getByRole('button', { name: 'English' }).click()

    // Searching the same person again is free: shown again, nothing charged.
    await page.reload()
    await page.getByLabel('Profile link').fill(`https://www.linkedin.com/in/${person.profileId}`)
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await expect.poll(() => result(page).textContent()).toContain(firstEmail)
    expect(await result(page).textContent()).toContain('costs nothing to see again')
    expect(await freeCreditsLeft(page)).toBe(9)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: screenshotPath('home-revealed-390'), fullPage: true })
  })
})

describe('home page: searching before signing in', () => {
  test('the searched link comes back from signing in and is searched at once', async ({ page }) => {
    const person = demoPerson()
    const link = `https://www.linkedin.com/in/${person.profileId}`
    await page.goto(server.url)
    const home = new URL(page.url()).origin
    await page.getByLabel('Profile link').fill(link)
    await page.getByRole('button', { name: 'Find contacts' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    // The account signed up above; it revealed this person already, so it is shown again for free.
    await page.waitForURL(/\/oidc\/interaction\//)
    await page.locator('input[name="username"]').fill(ACCOUNT.username)
    await page.locator('input[name="password"]').fill(ACCOUNT.password)
    await page.locator('form[action$="/login"] button[type="submit"]').click()
    await page.waitForURL((url) => url.origin === home && url.searchParams.get('link') === link)
    expect(await page.getByLabel('Profile link').inputValue()).toBe(link)
    await expect.poll(() => result(page).textContent()).toContain(person.emails[0]?.address ?? '')
    expect(await freeCreditsLeft(page)).toBe(9)
  })
})
