import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { Language } from '../../src/domain/preferences/language.ts'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { msg } from './support/messages.ts'
import { type RunningServer, startServer } from './support/server-process.ts'
import { sharedServer } from './support/shared-server.ts'

// Issue 5: every public page in both languages, with a meaningful heading, no serious or critical axe
// violations, working header and footer links, a keyboard-usable header and mobile menu, and screenshots
// at 1280 and 390 px wide (kept in test-results/screenshots).

type PublicPage = {
  readonly name: string
  readonly path: string
  /** The h1's message key. */
  readonly headingKey: string
}

const PAGES: readonly PublicPage[] = [
  { name: 'home', path: '/', headingKey: 'home.hero.title' },
  { name: 'how-to-use', path: '/how-to-use', headingKey: 'howToUse.title' },
  { name: 'pricing', path: '/pricing', headingKey: 'pricing.title' },
  { name: 'contact-us', path: '/contact-us', headingKey: 'contact.title' },
  { name: 'privacy', path: '/privacy', headingKey: 'legal.privacy.title' },
  { name: 'terms', path: '/terms', headingKey: 'legal.terms.title' },
  { name: 'not-found', path: '/no/such/page', headingKey: 'notFound.title' },
]

// The product shared with other files (these tests only read), announcing nothing.
let server: { url: string }
let announcing: RunningServer
beforeAll(async () => {
  // A service of this file's own announces a maintenance window, starting tomorrow, for 60 hours (SPEC §8).
  const start = new Date(Date.now() + 86_400_000)
  const end = new Date(start.getTime() + 60 * 3_600_000)
  ;[server, announcing] = await Promise.all([
    sharedServer(),
    startServer({ NOTICE_START: start.toISOString(), NOTICE_END: end.toISOString() }),
  ])
})
afterAll(async () => {
  await closeBrowser()
  await announcing?.stop()
})

const inLanguage = async (page: Page, language: Language) => {
  if (language === 'zh')
    await page.addInitScript(() => window.localStorage.setItem('preferredLanguage', 'zh'))
}

// Bounded, so a missing heading fails the poll instead of hanging it.
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent({ timeout: 5000 })

describe.each(['en', 'zh'] as const)('public pages in %s', (language) => {
  for (const { name, path, headingKey } of PAGES) {
    test(`${name}: a meaningful heading, no serious axe findings, screenshots`, async ({ page }) => {
      await inLanguage(page, language)
      await page.goto(`${server.url}${path}`)
      await expect.poll(() => h1(page)).toBe(msg(language, headingKey))
      expect(await page.locator('html').getAttribute('lang')).toBe(language === 'zh' ? 'zh-CN' : 'en')
      // The site configuration (chat link, addresses) has arrived before anything is judged.
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
      await page.screenshot({ path: screenshotPath(`public-${name}-${language}-1280`), fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await seriousViolations(page)).toEqual([])
      // Nothing may stick out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.screenshot({ path: screenshotPath(`public-${name}-${language}-390`), fullPage: true })
    })
  }
})

describe('the public layout', () => {
  test('the header links lead to their pages, and the footer to the policies', async ({ page }) => {
    await page.goto(server.url)
    const header = page.locator('header').first()
    await header.getByRole('link', { name: 'How to use' }).click()
    await expect.poll(() => h1(page)).toBe(msg('en', 'howToUse.title'))
    expect(new URL(page.url()).pathname).toBe('/how-to-use')
    await header.getByRole('link', { name: 'Contact us' }).click()
    await expect.poll(() => h1(page)).toBe(msg('en', 'contact.title'))
    await header.getByRole('link', { name: 'Pricing' }).click()
    await expect.poll(() => h1(page)).toBe(msg('en', 'pricing.title'))
    expect(new URL(page.url()).pathname).toBe('/pricing')
    const footer = page.locator('footer')
    await footer.getByRole('link', { name: 'Privacy policy' }).click()
    await expect.poll(() => h1(page)).toBe(msg('en', 'legal.privacy.title'))
    await footer.getByRole('link', { name: 'Terms of service' }).click()
    await expect.poll(() => h1(page)).toBe(msg('en', 'legal.terms.title'))
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} LeadLens`)
  })

  test('Tab reaches the header links and the language switcher, each with a visible focus ring', async ({
    page,
  }) => {
    await page.goto(`${server.url}/how-to-use`)
    await expect.poll(() => h1(page)).toBe(msg('en', 'howToUse.title'))
    const wanted = ['How to use', 'Pricing', 'Contact us', 'English', '中文', 'Log in']
    const reached = new Map<string, { ring: string; outline: string }>()
    for (let press = 0; press < 15 && reached.size < wanted.length; press++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element?.closest('header')) return null
        const style = getComputedStyle(element)
        return {
          name: element.textContent?.trim() ?? '',
          ring: style.boxShadow,
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
        }
      })
      if (focused && wanted.includes(focused.name)) reached.set(focused.name, focused)
    }
    expect([...reached.keys()].sort()).toEqual([...wanted].sort())
    for (const [name, { ring, outline }] of reached) {
      const visible = ring !== 'none' || !outline.startsWith('none')
      expect(visible, `${name} shows no focus ring`).toBe(true)
    }
    // The switcher works from the keyboard, too.
    await page.getByRole('button', { name: '中文' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => h1(page)).toBe(msg('zh', 'howToUse.title'))
  })

  test('under 768 px the page links are in a menu that works with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(server.url)
    const header = page.locator('header').first()
    expect(await header.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog')
    await expect.poll(() => menu.getByRole('heading').textContent()).toBe('Menu')
    await page.screenshot({ path: screenshotPath('public-mobile-menu-en-390') })
    expect(await seriousViolations(page)).toEqual([])
    // Escape closes it, and focus goes back to the button.
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.count()).toBe(0)
    // Focus comes back once the sheet has finished closing, a moment after it leaves the accessibility tree.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Open menu')
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Contact us' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => h1(page)).toBe(msg('en', 'contact.title'))
    await expect.poll(() => menu.count()).toBe(0)
    // The language switcher is in the menu on a phone.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('button', { name: '中文' }).click()
    await expect.poll(() => menu.getByRole('heading').textContent()).toBe(msg('zh', 'nav.menu'))
    await page.keyboard.press('Escape')
    await expect.poll(() => h1(page)).toBe(msg('zh', 'contact.title'))
  })
})

describe('the pages', () => {
  test('how-to-use: the extension downloads from the guide, and from home, which lands on the install steps', async ({
    page,
  }) => {
    await page.goto(`${server.url}/how-to-use#extension`)
    await expect.poll(() => h1(page)).toBe(msg('en', 'howToUse.title'))
    const step = page.locator('#extension')
    expect(await step.textContent()).toContain(msg('en', 'howToUse.personal.download.install.load'))
    const fromGuide = page.waitForEvent('download')
    await step.getByRole('link', { name: msg('en', 'howToUse.personal.download.button') }).click()
    expect((await fromGuide).suggestedFilename()).toBe('leadlens-extension.zip')
    await expect.poll(() => step.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(400)
    await expect
      .poll(() => step.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(64) // not hidden under the sticky header
    // The home page's extension-download button: the zip, and the guide's install steps in view.
    await page.goto(server.url)
    const fromHome = page.waitForEvent('download')
    await page.getByRole('link', { name: msg('en', 'home.cta.extension') }).click()
    const zip = await fromHome
    expect(zip.suggestedFilename()).toBe('leadlens-extension.zip')
    expect((await readFile((await zip.path()) ?? '')).subarray(0, 2).toString()).toBe('PK')
    await expect.poll(() => h1(page)).toBe(msg('en', 'howToUse.title'))
    await expect.poll(() => step.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(400)
    expect(await step.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64)
  })

  test('how-to-use: the FAQ opens and closes from the keyboard, one answer at a time', async ({ page }) => {
    await page.goto(`${server.url}/how-to-use`)
    const question = (key: string) =>
      page.locator('summary', { hasText: msg('en', `faq.items.${key}.question`) })
    const isOpen = (key: string) =>
      question(key).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)
    const answer = (key: string) => page.getByText(msg('en', `faq.items.${key}.answer`))
    await question('credits').focus()
    expect(await isOpen('credits')).toBe(false)
    expect(await answer('credits').isVisible()).toBe(false)
    await page.keyboard.press('Enter')
    await expect.poll(() => isOpen('credits')).toBe(true)
    expect(await answer('credits').isVisible()).toBe(true)
    // Opening another question closes the first, as the accordion did.
    await question('privacy').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => isOpen('privacy')).toBe(true)
    expect(await isOpen('credits')).toBe(false)
    await page.keyboard.press('Space')
    await expect.poll(() => isOpen('privacy')).toBe(false)
  })

  test('how-to-use: an anonymous visitor is offered to log in to the dashboard', async ({ page }) => {
    await page.goto(`${server.url}/how-to-use`)
    await page.getByRole('button', { name: msg('en', 'howToUse.company.signIn') }).click()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/oidc\//)
  })

  test('contact-us: a QR image of the configured chat link, and an email-us button', async ({ page }) => {
    await page.goto(`${server.url}/contact-us`)
    const qr = page.getByRole('img', { name: msg('en', 'contact.chat.qrAlt') })
    await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    expect(
      await page.getByRole('link', { name: msg('en', 'contact.email.button') }).getAttribute('href'),
    ).toBe('mailto:support@leadlens.example')
    expect(await page.getByRole('link', { name: /Open the chat/ }).getAttribute('href')).toBe(
      'https://chat.leadlens.example/support',
    )
  })

  test('the service-update notice is absent unless a window is announced', async ({ page }) => {
    await page.goto(`${server.url}/how-to-use`)
    await expect.poll(() => h1(page)).toBe(msg('en', 'howToUse.title'))
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('heading', { name: msg('en', 'notice.title') }).count()).toBe(0)
  })

  test.for(['en', 'zh'] as const)(
    'the announced notice shows in %s, with its details',
    async (language, { page }) => {
      await inLanguage(page, language)
      await page.goto(`${announcing.url}/contact-us`)
      const title = page.getByRole('heading', { name: msg(language, 'notice.title') })
      await expect.poll(() => title.count()).toBe(1)
      expect(await page.locator('body').textContent()).toContain(language === 'zh' ? '60 小时' : '60 hours')
      await page.getByRole('button', { name: msg(language, 'notice.more') }).click()
      expect(await page.locator('body').textContent()).toContain('support@leadlens.example')
      expect(await seriousViolations(page)).toEqual([])
      await page.screenshot({ path: screenshotPath(`public-notice-${language}-1280`) })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: screenshotPath(`public-notice-${language}-390`) })
    },
  )
})
