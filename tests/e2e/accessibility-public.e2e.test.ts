import { describe, expect } from 'vitest'
import {
  auditedServerOfThisFile,
  auditWidths,
  chooseLanguage,
  demoPerson,
  exceptionsFor,
  focused,
  LANGUAGES,
  membersPage,
  PUBLIC_PAGES,
  signInAsAdmin,
  visit,
} from './support/accessibility-audit.ts'
import { test } from './support/browser.ts'
import { skipOnboardingIfAsked } from './support/onboarding.ts'
import { apiAs } from './support/provider.ts'

// Issue 29 §22–23, signed out: axe over the public pages, the sign-in prompt, the provider's pages and
// the API reference (support/accessibility-audit.ts says what is audited and how); then focus.

const audited = auditedServerOfThisFile()

describe('accessibility: axe over every page and dialog, both languages, 1280 and 390 px', () => {
  test('signed out: the public pages, the sign-in prompt, the provider pages, the API reference', async ({
    page,
  }) => {
    const server = audited()
    const found: string[] = []
    await page.goto(server.url)
    for (const language of LANGUAGES) {
      await chooseLanguage(page, server, language)
      for (const path of PUBLIC_PAGES) {
        await visit(page, server, path)
        await auditWidths(page, `${language} ${path}`, found, { exceptions: exceptionsFor(path) })
      }
      // The sign-in prompt an anonymous search opens.
      await visit(page, server, '/')
      await page.locator('main input[type="url"]').fill('https://www.linkedin.com/in/jane-doe')
      await page.locator('main form button[type="submit"]').click()
      await page.getByRole('dialog').waitFor()
      await auditWidths(page, `${language} / sign-in prompt`, found)
      await page.keyboard.press('Escape')
      // The provider's sign-in page, then its sign-up page.
      await page.setViewportSize({ width: 1280, height: 800 })
      await page
        .locator('header button')
        .filter({ hasText: /^(Log in|登录)$/ })
        .click()
      await page.waitForURL(/\/oidc\/interaction\//)
      await page.locator('form[action$="/login"]').waitFor()
      await auditWidths(page, `${language} provider sign-in`, found)
      await page.locator('a[href*="/signup"]').click()
      await page.locator('form[action$="/signup"]').waitFor()
      await auditWidths(page, `${language} provider sign-up`, found)
      await page.goto(server.url)
    }
    expect(found).toEqual([])
  }, 600_000)
})

describe('focus (issue 29 §23): back to what opened a dialog, and kept on the card after a reveal', () => {
  test('the sign-in prompt closed with Escape gives focus back to what opened it', async ({ page }) => {
    const server = audited()
    await page.goto(server.url)
    const box = page.locator('main input[type="url"]')
    await box.fill('https://www.linkedin.com/in/jane-doe')
    // Opened from the box (Enter), then from the button (reached with Tab, pressed with Enter).
    await box.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('url')
    await page.keyboard.press('Tab')
    const button = await focused(page)
    expect(button).toMatch(/^button/)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => focused(page)).toBe(button)
  })

  test('a reveal from the keyboard keeps focus on the card; Add to list and a confirm give it back', async ({
    page,
  }) => {
    const server = audited()
    await signInAsAdmin(page, server)

    // The home page's reveal, all from the keyboard.
    const person = demoPerson()
    const box = page.locator('main input[type="url"]')
    await box.fill(`https://www.linkedin.com/in/${person.profileId}`)
    await box.press('Enter')
    const card = page.getByRole('group', { name: person.fullName })
    const reveal = card.getByRole('button', { name: 'Reveal contacts' })
    await reveal.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => card.textContent()).toContain(person.emails[0]?.address ?? '')
    expect(await reveal.count()).toBe(0)
    await expect.poll(() => focused(page)).toBe(`div group ${person.fullName}`)

    // A members page's Add to list (its dialog is not a Radix trigger's), opened and closed by keyboard,
    // on a member revealed first (Add to list is offered for revealed members).
    await page.goto(`${server.url}${membersPage()}`)
    await skipOnboardingIfAsked(page)
    const first = page.locator('main table tbody tr').first()
    await first.getByRole('button', { name: /^Reveal the contacts of/ }).click()
    await first.getByRole('button', { name: 'Confirm' }).click()
    const addToList = first.locator('button[aria-haspopup="dialog"]')
    await addToList.waitFor()
    await addToList.focus()
    const opener = await focused(page)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => focused(page)).toBe(opener)

    // A confirm dialog opened by a row's button (the alert dialog provider's, not a trigger).
    expect((await apiAs(page, 'POST', '/api/keys', { name: 'Focus', scopes: ['read'] })).status).toBe(201)
    await page.goto(`${server.url}/admin/api-keys`)
    const revoke = page.locator('main table tbody tr button').first()
    await revoke.waitFor()
    await revoke.focus()
    const revokeName = await focused(page)
    await page.keyboard.press('Enter')
    await page.getByRole('alertdialog').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0)
    await expect.poll(() => focused(page)).toBe(revokeName)
  })
})
