import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { generateDataset } from '../../../src/adapters/server/demo-data/generate-dataset.ts'
import { addressOf, appRoutes } from './app-routes.ts'
import { type AxeException, wcagViolations } from './axe.ts'
import { closeBrowser, test } from './browser.ts'
import { apiAs, atProvider } from './provider.ts'
import { type RunningServer, startServer } from './server-process.ts'

// Issue 29 §22: axe-core (WCAG 2.1 A/AA and the landmark best practices) over every address of the web app
// (read from the route tree, so a new page is audited without being listed), the API reference, the
// provider's sign-in and sign-up pages, the not-found page, and the main dialogs, in English and Chinese,
// at 1280 and 390 px. Each address is loaded once per language and audited at both widths; every finding
// of a run is collected and shown at once. The audit is three browser files (the public pages with the
// focus tests, the dashboard in English, the dashboard in Chinese), each with its own server, so that the
// suite's two browser lanes share the work.

export const ADMIN = { username: 'admin', password: 'a11y admin password' }
const DEMO_COMPANIES = 60
export const LANGUAGES = ['en', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const
// Toasts fade in and out on their own clock; they are checked where they are the subject.
const EXCLUDE = ['[data-sonner-toaster]']

/**
 * What stays broken inside Scalar's API reference (a third-party widget this product only configures),
 * each with its reason. Everything its options and a theme override could fix is fixed (api-reference.ts).
 */
const SCALAR_EXCEPTIONS: readonly AxeException[] = []

// A job page that does not exist shows the page's own "not found" state; a real job's page is audited
// by bulk-enrichment.e2e.test.ts on the Pro plan it needs.
const ROUTE_PARAMS = { jobId: '00000000-0000-4000-8000-000000000000' }

const ROUTES = appRoutes()
export const DASHBOARD_ROUTES = ROUTES.filter((route) => route.startsWith('/admin')).map((route) =>
  addressOf(route, ROUTE_PARAMS),
)
// The public pages, the pages the service itself serves, and the web app's own not-found page.
export const PUBLIC_PAGES = [
  ...ROUTES.filter((route) => !route.startsWith('/admin')).map((route) => addressOf(route, ROUTE_PARAMS)),
  '/docs/api',
  '/no-such-page',
]
export const exceptionsFor = (path: string) => (path.startsWith('/docs/api') ? SCALAR_EXCEPTIONS : [])

/**
 * The file's own product, with the administrator and the demo companies the audits use: started before
 * its tests, stopped (and the browser closed) after them. Call at the top of a test file.
 */
export const auditedServerOfThisFile = (): (() => RunningServer) => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await startServer({ ADMIN_PASSWORD: ADMIN.password, DEMO_COMPANIES: String(DEMO_COMPANIES) })
  })
  afterAll(async () => {
    await closeBrowser()
    await server?.stop()
  })
  return () => {
    if (server === undefined) throw new Error('the audited server has not started')
    return server
  }
}

const demoDataset = () =>
  generateDataset({ seed: 'leadlens-demo', companies: DEMO_COMPANIES, asOf: new Date() })

/** A demo company with revealable decision makers (the same generator as the server's). */
export const demoCompany = () => {
  for (const { company, people } of demoDataset()) {
    if (people.filter((p) => p.isDecisionMaker && p.emails.length > 0).length >= 3) return company
  }
  throw new Error('the demo dataset has no company with reachable decision makers')
}

/** A demo person with emails, at another company than demoCompany(). */
export const demoPerson = () => {
  for (const { company, people } of [...demoDataset()].reverse()) {
    const person = people.find((p) => p.emails.length > 0)
    if (person !== undefined && company.domain !== demoCompany().domain) return person
  }
  throw new Error('the demo dataset has no person with emails')
}

/** The members page of demoCompany(), as the dashboard's search opens it. */
export const membersPage = () => {
  const company = demoCompany()
  return `/admin/search?${new URLSearchParams({ company: company.name, domain: company.domain, page: '1' })}`
}

/** Signs the page in as the administrator, from the site's Log in. */
export const signInAsAdmin = async (page: Page, server: RunningServer) => {
  await page.goto(server.url)
  await page.locator('header').getByRole('button', { name: 'Log in' }).click()
  await atProvider(page, ADMIN, false)
  await expect.poll(() => page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(1)
}

/** The language the app starts in (local storage) and the server draws in (the cookie), for the next load. */
export const chooseLanguage = async (page: Page, server: RunningServer, language: Language) => {
  await page.context().addCookies([{ name: 'preferredLanguage', value: language, url: server.url }])
  await page.evaluate((language) => localStorage.setItem('preferredLanguage', language), language)
}

/** Loaded and quiet: no request for half a second, and the page's landmark drawn. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  await page.locator('main').first().waitFor()
}

// Two frames: the layout of a resize has been drawn before axe reads colours and sizes.
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  )

/** Audits what the page shows at each width (left at the last); findings go to `found`, named by `where`. */
export const auditWidths = async (
  page: Page,
  where: string,
  found: string[],
  options: { before?: (width: number) => Promise<void>; exceptions?: readonly AxeException[] } = {},
) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await nextFrames(page)
    await options.before?.(size.width)
    const lines = await wcagViolations(page, { exclude: EXCLUDE, exceptions: options.exceptions ?? [] })
    found.push(...lines.map((line) => `${where} @${size.width}: ${line}`))
  }
}

/** Opens a path at the wide width, loaded and quiet. */
export const visit = async (page: Page, server: RunningServer, path: string) => {
  await page.setViewportSize(WIDTHS[0])
  await page.goto(`${server.url}${path}`)
  await settle(page)
}

/** What has focus: its tag, role and accessible name as the page marks them. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active === null || active === document.body
      ? 'body'
      : `${active.tagName.toLowerCase()} ${active.getAttribute('role') ?? ''} ${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}`.trim()
  })

/**
 * Signed in as the administrator, in one language: the first-login dialog, every dashboard page, the user
 * menu open, a members page with a member revealed and its Add to list dialog, and two confirm dialogs.
 * Answers the findings, every one.
 */
export const auditDashboard = async (page: Page, server: RunningServer, language: Language) => {
  const found: string[] = []
  await signInAsAdmin(page, server)

  // The first-login dialog, then answered (Skip) so the pages show alone.
  const welcome = page.getByRole('dialog').filter({ hasText: /Welcome to|欢迎使用/ })
  await chooseLanguage(page, server, language)
  await visit(page, server, '/admin/account')
  await welcome.waitFor()
  await auditWidths(page, `${language} onboarding dialog`, found)
  await welcome.getByRole('button', { name: /^(Skip|跳过)$/ }).click()
  await expect.poll(() => welcome.count()).toBe(0)

  // A key to revoke, for the confirm dialog.
  const created = (await apiAs(page, 'POST', '/api/keys', { name: 'CRM sync', scopes: ['read'] })).status
  expect(created).toBe(201)
  // An invitation, so the invitations page and the audit log have a row (a table, not an empty state).
  const invitation = { distributorName: 'Acme Trading Worldwide', discountAmount: 50, inviteCode: 'A11YCODE' }
  expect((await apiAs(page, 'POST', '/api/invitation', invitation)).status).toBe(201)

  // The first decision maker revealed (in English, for the buttons' names; the reveal is kept).
  await chooseLanguage(page, server, 'en')
  await visit(page, server, membersPage())
  const first = page.locator('main table tbody tr').first()
  await first.getByRole('button', { name: /^Reveal the contacts of/ }).click()
  await first.getByRole('button', { name: 'Confirm' }).click()
  await first.locator('button[aria-haspopup="dialog"]').waitFor()

  await chooseLanguage(page, server, language)
  for (const path of DASHBOARD_ROUTES) {
    await visit(page, server, path)
    await auditWidths(page, `${language} ${path}`, found)
  }

  // The user menu open, from the sidebar (at 390 px, from the drawer).
  await visit(page, server, '/admin/account')
  await auditWidths(page, `${language} /admin/account user menu`, found, {
    before: async (width) => {
      await page.keyboard.press('Escape')
      if (width < 768) {
        // The top bar's sidebar toggle: at this width it opens the drawer.
        await page.locator('header button[aria-expanded]').first().click()
        await page.getByRole('dialog').waitFor()
      }
      await page.locator('[aria-haspopup="menu"]').last().click()
      await page.getByRole('menu').waitFor()
    },
  })
  await page.keyboard.press('Escape')

  // A members page, a member revealed, the row's Add to list dialog.
  await visit(page, server, membersPage())
  const row = page.locator('main table tbody tr').first()
  const addToList = row.locator('button[aria-haspopup="dialog"]')
  await addToList.waitFor()
  await auditWidths(page, `${language} members page, a member revealed`, found)
  await page.setViewportSize(WIDTHS[0])
  await addToList.click()
  await page.getByRole('dialog').waitFor()
  await auditWidths(page, `${language} add-to-list dialog`, found)
  await page.keyboard.press('Escape')

  // Confirm dialogs: revoking a key; a new invitation's form.
  await visit(page, server, '/admin/api-keys')
  await page.locator('main table tbody tr button').first().click()
  await page.getByRole('alertdialog').waitFor()
  await auditWidths(page, `${language} revoke-key confirm`, found)
  await page.keyboard.press('Escape')
  await visit(page, server, '/admin/invitation')
  await page.locator('main button').first().click()
  await page.getByRole('dialog').waitFor()
  await auditWidths(page, `${language} new invitation dialog`, found)
  await page.keyboard.press('Escape')
  return found
}

/** A test file's whole audit of the dashboard in one language, on its own server. */
export const auditTheDashboardIn = (language: Language) => {
  const server = auditedServerOfThisFile()
  describe('accessibility: axe over every dashboard page and dialog, 1280 and 390 px', () => {
    test(`signed in as the admin, in ${language}: every dashboard page, onboarding, the user menu, reveal and add to list, confirm dialogs`, async ({
      page,
    }) => {
      expect(await auditDashboard(page, server(), language)).toEqual([])
    }, 600_000)
  })
}
