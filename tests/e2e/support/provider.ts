import type { Page } from 'playwright-core'

/** At the embedded provider's login page: sign in, or sign up a new account from its link. */
export const atProvider = async (
  page: Page,
  account: { username: string; password: string; email?: string },
  signUp: boolean,
) => {
  await page.waitForURL(/\/oidc\/interaction\//)
  if (signUp && (await page.locator('form[action$="/signup"]').count()) === 0)
    await page.locator('a[href*="/signup"]').click()
  await page.locator('input[name="username"]').fill(account.username)
  if (signUp && account.email !== undefined) await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator(`form[action$="/${signUp ? 'signup' : 'login'}"] button[type="submit"]`).click()
  // Consent is implied for the product's own client; if the provider asks anyway, allow.
  await page
    .waitForURL((url) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/callback'), {
      timeout: 5_000,
    })
    .catch(async () => {
      const consent = page.locator('form[action$="/confirm"] button[type="submit"]')
      if (await consent.count()) await consent.click()
    })
}

/** The API called as the signed-in page would, with the access token oidc-client-ts stored. */
export const apiAs = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) ?? ''
      const { access_token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${access_token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: await response.json() }
    },
    { method, path, body },
  )
