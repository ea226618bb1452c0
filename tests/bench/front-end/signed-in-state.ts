import type { Browser, BrowserContext } from 'playwright-core'
import { OFF_MACHINE } from '../../e2e/support/chromium.ts'
import { atProvider } from '../../e2e/support/provider.ts'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * Signs in through the embedded provider from the home page's header, as the browser tests do, and
 * returns the session (cookies and the tokens oidc-client-ts keeps in localStorage) for a fresh context.
 */
export const signedInState = async (
  browser: Browser,
  origin: string,
  account: { username: string; password: string },
): Promise<StorageState> => {
  const context = await browser.newContext()
  await context.route(OFF_MACHINE, (route) => route.abort('blockedbyclient'))
  try {
    const page = await context.newPage()
    await page.goto(origin)
    await page.locator('header').getByRole('button', { name: 'Log in' }).click()
    await atProvider(page, account, false)
    await page.locator('header').getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 30_000 })
    return await context.storageState()
  } finally {
    await context.close()
  }
}
