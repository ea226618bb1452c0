import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { PAYING_PAGES } from '../../../src/ui/features/dashboard/onboarding-pages.ts'
import { apiAs } from './provider.ts'

/**
 * On a dashboard page, signed in: answers the first-login questions with Skip when this page asks them.
 * The dialog is shown while the user's info has no collectionId (SPEC §2/§4), except on the paying pages;
 * the service is asked which, instead of waiting seconds for a dialog that does not come for a user who
 * already answered. In English or Chinese.
 */
export const skipOnboardingIfAsked = async (page: Page) => {
  const welcome = page.getByRole('dialog').filter({ hasText: /Welcome to|欢迎使用/ })
  const skip = async () => {
    await welcome.getByRole('button', { name: /^(Skip|跳过)$/ }).click()
    await expect.poll(() => welcome.count()).toBe(0)
  }
  const info = await apiAs(page, 'GET', '/api/user/info')
  expect(info.status).toBe(200)
  const asked =
    (info.body as { collectionId: string | null }).collectionId === null &&
    !PAYING_PAGES.includes(new URL(page.url()).pathname)
  if (asked) {
    await welcome.waitFor()
    await skip()
  } else if ((await welcome.count()) > 0) {
    // Answered in another page after this one loaded the user's info: this page still asks.
    await skip()
  }
}
