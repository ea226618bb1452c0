import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { seriousViolations } from './support/axe.ts'
import { closeBrowser, screenshotPath, test } from './support/browser.ts'
import { sidebar, toast } from './support/dashboard.ts'
import { skipOnboardingIfAsked } from './support/onboarding.ts'
import { atProvider } from './support/provider.ts'
import { type RunningServer, startServer } from './support/server-process.ts'

// Issue 6, the dashboard as an admin and as a plain user against the real product: the guard, the
// onboarding dialog, the sidebar (roles, highlight, Ctrl+B remembered in a cookie, the mobile drawer),
// the invitation admin from create to delete, and the users page granting CUSTOM credits and setting a
// CUSTOM user's API rate limit.

const ADMIN = { username: 'admin', password: 'e2e admin password' }
const USER = { username: `member-${Date.now().toString(36)}`, password: 'correct horse battery' }

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: ADMIN.password })
})
afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

const dialog = (page: Page) => page.getByRole('dialog')
const alert = (page: Page) => page.getByRole('alertdialog')

/** Signs in from the home page's header and opens the dashboard; answers onboarding with Skip. */
const signInToDashboard = async (page: Page, account: typeof ADMIN, signUp = false) => {
  await page.goto(server.url)
  await page.locator('header').getByRole('button', { name: 'Log in' }).click()
  await atProvider(page, account, signUp)
  await expect.poll(() => page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(1)
  await page.goto(`${server.url}/admin`)
  await page.waitForURL(/\/admin\/search$/)
}

describe('dashboard guard', () => {
  test('a signed-out visitor who opens /admin lands on the home page', async ({ page }) => {
    await page.goto(`${server.url}/admin/subscription`)
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1)
  })
})

describe('dashboard as an admin', () => {
  test('onboarding, the sidebar by role, the collapsed state remembered, the mobile drawer', async ({
    page,
  }) => {
    await signInToDashboard(page, ADMIN)
    // First visit: the onboarding dialog, with its defaults; answering it keeps it away.
    const welcome = dialog(page).filter({ hasText: 'Welcome to' })
    await welcome.waitFor()
    await page.screenshot({ path: screenshotPath('dashboard-onboarding-1280') })
    expect(await welcome.getByLabel('Company size').inputValue()).toBe('FROM_1_TO_10')
    await welcome.getByLabel('Industry').selectOption('TECHNOLOGY')
    await welcome.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => welcome.count()).toBe(0)
    await page.reload()
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Search', exact: true }).count()).toBe(1)
    expect(await welcome.count()).toBe(0)

    // The admin's groups, the current page marked.
    for (const name of [
      'Invitations',
      'Users',
      'Search',
      'Search log',
      'Subscription',
      'Credit log',
      'Pricing',
    ])
      expect(await sidebar(page).getByRole('link', { name, exact: true }).count()).toBe(1)
    expect(
      await sidebar(page).getByRole('link', { name: 'Search', exact: true }).getAttribute('aria-current'),
    ).toBe('page')
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('dashboard-admin-search-1280'), fullPage: true })

    // Ctrl+B collapses it, and a reload keeps it collapsed (the cookie, 7 days).
    await page.keyboard.press('Control+b')
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('sidebar_state=false')
    await page.reload()
    await expect.poll(() => page.locator('[data-state="collapsed"]').count()).toBeGreaterThan(0)
    await page.screenshot({ path: screenshotPath('dashboard-collapsed-1280') })
    await page.keyboard.press('Meta+b')
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('sidebar_state=true')

    // Under 768 px the sidebar is a drawer the toggle opens; following a link closes it.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Toggle sidebar' }).first().click()
    await expect.poll(() => sidebar(page).isVisible()).toBe(true)
    await page.screenshot({ path: screenshotPath('dashboard-drawer-390') })
    await sidebar(page).getByRole('link', { name: 'Search log', exact: true }).click()
    await page.waitForURL(/\/admin\/log$/)
    await expect.poll(() => sidebar(page).isVisible()).toBe(false)
  })

  test('invitations: create with a generated code, copy, switch off, edit, usage, delete', async ({
    page,
  }) => {
    await signInToDashboard(page, ADMIN)
    await skipOnboardingIfAsked(page)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(page.url()).origin,
    })
    await sidebar(page).getByRole('link', { name: 'Invitations', exact: true }).click()
    await page.waitForURL(/\/admin\/invitation$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Invitations')

    // Create: the discount rule speaks first, then a generated code is saved.
    await page.getByRole('button', { name: 'Create invitation' }).first().click()
    const form = dialog(page)
    await form.getByLabel('Distributor name').fill('E2E Partners')
    await form.getByLabel('Discount amount (yuan)').fill('0')
    await form.getByRole('button', { name: 'Create', exact: true }).click()
    await expect.poll(() => form.textContent()).toContain('Discount amount must be at least 0.01')
    await form.getByLabel('Discount amount (yuan)').fill('12.5')
    await form.getByRole('button', { name: 'Generate' }).click()
    const code = await form.getByLabel('Invitation code').inputValue()
    expect(code).toMatch(/^[A-Z0-9]{8}$/)
    await page.screenshot({ path: screenshotPath('dashboard-invitation-dialog-1280') })
    await form.getByRole('button', { name: 'Create', exact: true }).click()
    await expect.poll(() => toast(page, 'Invitation created').count()).toBeGreaterThan(0)
    const row = page.getByRole('row').filter({ hasText: code })
    await expect.poll(() => row.textContent()).toContain('E2E Partners')
    expect(await row.textContent()).toContain('12.50')

    // Copy the code.
    await row.getByRole('button', { name: `Copy code ${code}` }).click()
    await expect.poll(() => toast(page, 'Invitation code copied to clipboard').count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

    // Switch it off: the service answers the validation call accordingly.
    await row.getByRole('switch', { name: `Code ${code} active` }).click()
    await expect.poll(() => toast(page, 'Invitation deactivated').count()).toBeGreaterThan(0)
    await expect.poll(() => row.textContent()).toContain('Inactive')

    // Edit: every field is sent again.
    await row.getByRole('button', { name: `Edit ${code}` }).click()
    await dialog(page).getByLabel('Discount amount (yuan)').fill('20')
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => toast(page, 'Invitation updated').count()).toBeGreaterThan(0)
    await expect.poll(() => row.textContent()).toContain('¥20')

    // Usage history: nobody has paid with it yet.
    await row.getByRole('button', { name: `Usage history of ${code}` }).click()
    await expect.poll(() => dialog(page).textContent()).toContain('No paid order has used this code yet.')
    await page.keyboard.press('Escape')
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('dashboard-invitations-1280'), fullPage: true })

    // Delete asks the spec's question first.
    await row.getByRole('button', { name: `Delete ${code}` }).click()
    await expect
      .poll(() => alert(page).textContent())
      .toContain('Are you sure you want to delete this invitation?')
    await alert(page).getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => toast(page, 'Invitation deleted').count()).toBeGreaterThan(0)
    await expect.poll(() => row.count()).toBe(0)

    // The audit log lists the invitation's creation and deletion, by the admin, with its code.
    await sidebar(page).getByRole('link', { name: 'Audit log', exact: true }).click()
    await page.waitForURL(/\/admin\/audit$/)
    const logged = (action: string) =>
      page.getByRole('row').filter({ hasText: action }).filter({ hasText: code })
    await expect.poll(() => logged('Created invitation').count()).toBe(1)
    expect(await logged('Created invitation').textContent()).toContain(ADMIN.username)
    expect(await logged('Deleted invitation').count()).toBe(1)
  })

  test('users: every account with role and credits; granting CUSTOM credits shows at once', async ({
    page,
  }) => {
    await signInToDashboard(page, ADMIN)
    await skipOnboardingIfAsked(page)
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click()
    await page.waitForURL(/\/admin\/users$/)
    const row = page.getByRole('row').filter({ hasText: ADMIN.username }).first()
    await expect.poll(() => row.textContent()).toContain('Admin')
    await row.getByRole('button', { name: `Grant credits to ${ADMIN.username}` }).click()
    await dialog(page).getByLabel('Email lookups').fill('25')
    await page.screenshot({ path: screenshotPath('dashboard-grant-dialog-1280') })
    await dialog(page).getByRole('button', { name: 'Grant', exact: true }).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect.poll(() => row.textContent()).toContain('25')

    // Now on a CUSTOM plan: the admin may set the API rate limit agreed with sales (issue 21 §2).
    await row.getByRole('button', { name: `API limit of ${ADMIN.username}` }).click()
    await dialog(page).getByLabel('Calls a minute').fill('0')
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => dialog(page).textContent()).toContain('Enter a whole number from 1 to 6,000')
    await dialog(page).getByLabel('Calls a minute').fill('3000')
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('dashboard-api-limit-dialog-1280') })
    await dialog(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect.poll(() => row.textContent()).toContain('API 3,000/min')

    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([])
    await page.screenshot({ path: screenshotPath('dashboard-users-1280'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: screenshotPath('dashboard-users-390'), fullPage: true })
    await row.getByRole('button', { name: `API limit of ${ADMIN.username}` }).click()
    await expect.poll(() => dialog(page).textContent()).toContain('Now: 3,000 a minute')
    await page.screenshot({ path: screenshotPath('dashboard-api-limit-dialog-390') })
  })
})

describe('dashboard as a plain user', () => {
  test('sees no admin group, and the admin pages send them to the search', async ({ page }) => {
    await signInToDashboard(page, USER, true)
    await skipOnboardingIfAsked(page)
    expect(await sidebar(page).getByRole('link', { name: 'Invitations', exact: true }).count()).toBe(0)
    expect(await sidebar(page).getByRole('link', { name: 'Users', exact: true }).count()).toBe(0)
    for (const path of ['/admin/invitation', '/admin/users']) {
      await page.goto(`${server.url}${path}`)
      await page.waitForURL(/\/admin\/search$/)
    }
    // The service refuses the calls behind those pages as well (the browser only displays).
    const status = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? ''
      const { access_token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }
      return (await fetch('/api/invitation', { headers: { authorization: `Bearer ${access_token}` } })).status
    })
    expect(status).toBe(403)
  })
})
