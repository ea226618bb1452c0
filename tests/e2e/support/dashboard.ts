import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Language } from '../../../src/domain/preferences/language.ts'
import { msg } from './messages.ts'
import { skipOnboardingIfAsked } from './onboarding.ts'
import { apiAs, atProvider } from './provider.ts'

/** The dashboard's sidebar, by its name in the page's language. */
export const sidebar = (page: Page, language: Language = 'en') =>
  page.getByRole('navigation', { name: msg(language, 'dashboard.sidebar.navigation') })

export const main = (page: Page) => page.getByRole('main')

/** The page's own width: at most the viewport's when the page never scrolls sideways (a table may). */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** A toast of the app's toaster showing `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toaster]').getByText(text)

/** The signed-in user's credits left, by kind, as the subscription answer gives them. */
export const credits = async (page: Page) =>
  ((await apiAs(page, 'GET', '/api/payment/subscription')).body as { credits: Record<string, number> })
    .credits

type Account = { readonly username: string; readonly password: string }

/**
 * From the home page's header: Log in, through the provider's pages (signing `account` up when `signUp`),
 * back signed in, then the header's Dashboard link to the search page. Onboarding is left to the caller.
 */
export const enterDashboard = async (page: Page, serverUrl: string, account: Account, signUp: boolean) => {
  await page.goto(serverUrl)
  await page.locator('header').getByRole('button', { name: 'Log in' }).click()
  await atProvider(page, account, signUp)
  await expect.poll(() => page.locator('header').getByRole('link', { name: 'Dashboard' }).count()).toBe(1)
  await page.locator('header').getByRole('link', { name: 'Dashboard' }).click()
  await page.waitForURL(/\/admin\/search/)
}

/** `enterDashboard`, then the first-login questions answered with Skip if the page asks them. */
export const openDashboard = async (page: Page, serverUrl: string, account: Account, signUp: boolean) => {
  await enterDashboard(page, serverUrl, account, signUp)
  await skipOnboardingIfAsked(page)
}
