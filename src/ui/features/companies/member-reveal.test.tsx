// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { spendFree } from '../../../composition/testing/contacts-world.fixture.ts'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { seedCompanyWorld } from './testing/company-fixtures.ts'
import { renderCompanySearch } from './testing/render-company-search.tsx'

// Against the real service, Brightfold's directory in its database; each render signs a new user in.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
  await seedCompanyWorld(api)
})
afterAll(() => api.close())

const PAGE_ONE = '?company=Brightfold%20Ltd&domain=brightfold.example&page=1'
const row = (name: string) =>
  [...document.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(name))
const cell = (name: string, column: number) => row(name)?.querySelectorAll('td')[column]?.lastElementChild
const inRow = (name: string, text: string) =>
  [...(row(name)?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text)
const click = (element: Element | undefined) => act(async () => (element as HTMLElement | undefined)?.click())
const EMAIL = 3
const PHONE = 4
const EDIT = 5
const ACTION = 6

describe('revealing a member', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
  })

  const open = async (options: Parameters<typeof renderCompanySearch>[1] = {}) => {
    const app = await renderCompanySearch(api, { query: PAGE_ONE, ...options })
    unmount = app.unmount
    await app.until(() => row('Jane Doe') !== undefined)
    return app
  }
  const askCost = async (app: Awaited<ReturnType<typeof open>>, name = 'Jane Doe') => {
    await click(inRow(name, 'Reveal'))
    await app.until(() => inRow(name, 'Confirm') !== undefined)
  }

  it('asks the cost first, then pays and shows the values, with copy buttons and the WhatsApp link', async () => {
    const app = await open()
    await askCost(app)
    expect(cell('Jane Doe', ACTION)?.textContent).toContain('Reveal for 1 free credit?')
    expect(app.calls('revealProfile').at(-1)).toEqual({
      call: 'revealProfile',
      params: { linkedinId: 'jane-doe' },
      query: { reveal: 'false', want: 'all' },
    })
    expect((await app.wallet()).free).toBe(9) // the page only; the look was free
    const entitlementReads = app.calls('subscriptionOverview').length
    await click(inRow('Jane Doe', 'Confirm'))
    await app.until(() => cell('Jane Doe', EMAIL)?.textContent?.includes('jane@brightfold.example') === true)
    expect(cell('Jane Doe', PHONE)?.textContent).toContain('+1 555 010 0123')
    // A revealed person can be added to a list from here (the Contacts page's lists).
    expect(cell('Jane Doe', ACTION)?.textContent).toBe('RevealedAdd to list')
    expect(cell('Jane Doe', EDIT)?.textContent).toBe('N/A')
    expect((await app.wallet()).free).toBe(8)
    const chat = cell('Jane Doe', PHONE)?.querySelector('a')
    expect(chat?.getAttribute('href')).toBe('https://wa.me/15550100123')
    expect(chat?.getAttribute('target')).toBe('_blank')
    expect(chat?.getAttribute('rel')).toContain('noopener')
    expect(row('Jane Doe')?.querySelector('[aria-label="Copy jane@brightfold.example"]')).not.toBeNull()
    // The credits shown elsewhere (the subscription queries) are refreshed.
    await app.until(() => app.calls('subscriptionOverview').length > entitlementReads)
  })

  it('Cancel puts the Reveal button back without paying', async () => {
    const app = await open()
    await askCost(app)
    await click(inRow('Jane Doe', 'Cancel'))
    expect(inRow('Jane Doe', 'Reveal')).toBeDefined()
    expect(app.calls('revealProfile').filter((c) => c.query.reveal === 'true')).toEqual([])
  })

  it('names the credit that pays: a lead credit for emails and phones', async () => {
    const app = await open({ wallet: { lead: 3 } })
    await askCost(app)
    expect(cell('Jane Doe', ACTION)?.textContent).toContain('Reveal for 1 lead credit?')
  })

  it('reveals what the Edit column says: phones only', async () => {
    const app = await open()
    const select = cell('Jane Doe', EDIT)?.querySelector('select') as HTMLSelectElement
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Emails + phones',
      'Emails only',
      'Phones only',
    ])
    await act(async () => {
      select.value = 'phones'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await askCost(app)
    await click(inRow('Jane Doe', 'Confirm'))
    await app.until(() => cell('Jane Doe', PHONE)?.textContent?.includes('+1 555 010 0123') === true)
    expect(app.calls('revealProfile').at(-1)).toEqual({
      call: 'revealProfile',
      params: { linkedinId: 'jane-doe' },
      query: { reveal: 'true', want: 'phones' },
    })
    expect(cell('Jane Doe', EMAIL)?.textContent).toContain('j****@brightfold.example')
    expect(cell('Jane Doe', EDIT)?.querySelector('select')?.value).toBe('emails')
  })

  it('a partial reveal shows the emails, keeps the phones masked, and offers to reveal them later', async () => {
    const app = await open({ wallet: { free: 1, email: 2 } })
    await askCost(app)
    expect(cell('Jane Doe', ACTION)?.textContent).toContain('Reveal for 1 email credit?')
    expect(cell('Jane Doe', ACTION)?.textContent).toContain('Phones stay masked')
    await click(inRow('Jane Doe', 'Confirm'))
    await app.until(() => cell('Jane Doe', EMAIL)?.textContent?.includes('jane@brightfold.example') === true)
    expect(cell('Jane Doe', PHONE)?.textContent).toContain('+15 **** **23')
    expect(cell('Jane Doe', PHONE)?.querySelector('a')).toBeNull()
    expect(cell('Jane Doe', ACTION)?.textContent).toContain('Phones still masked')
    expect(inRow('Jane Doe', 'Reveal')).toBeDefined()
    expect(cell('Jane Doe', EDIT)?.querySelector('select')?.value).toBe('phones')
  })

  it('a 429 on paying shows the credits-exhausted message with an upgrade button, in the row', async () => {
    const app = await open()
    await askCost(app)
    // Spent elsewhere between the quote and the reveal.
    await spendFree(api, app.user, (await app.wallet()).free)
    await click(inRow('Jane Doe', 'Confirm'))
    await app.until(() => cell('Jane Doe', ACTION)?.textContent?.includes('Credits exhausted') === true)
    expect(cell('Jane Doe', ACTION)?.querySelector('[role="alert"] p')?.textContent).toBe(
      'Credits exhausted, please upgrade your plan',
    )
    const upgrade = [...(cell('Jane Doe', ACTION)?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === 'Upgrade',
    )
    expect(upgrade?.getAttribute('href')).toBe('/admin/subscription')
    expect(cell('Jane Doe', EMAIL)?.textContent).toContain('j****@brightfold.example')
  })

  it('with no credit left, the quote says so at once with the upgrade button', async () => {
    const app = await open({ wallet: { free: 1 } })
    await click(inRow('Jane Doe', 'Reveal'))
    await app.until(() => cell('Jane Doe', ACTION)?.textContent?.includes('Credits exhausted') === true)
    expect(inRow('Jane Doe', 'Confirm')).toBeUndefined()
  })

  it('only logs other reveal failures, and the Reveal button is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const app = await open()
    app.failNext('revealProfile')
    await click(inRow('Jane Doe', 'Reveal'))
    await app.until(() => warn.mock.calls.length > 0)
    expect(warn).toHaveBeenCalledWith('profileReveal failed', { _tag: 'ApiCallFailed', status: 500 })
    expect(app.text()).not.toContain('Server error')
    expect(inRow('Jane Doe', 'Reveal')).toBeDefined()
  })

  it('shows members revealed before at once, and copies a value with a toast', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const app = await open({ revealed: ['omar-ali'] })
    expect(cell('Omar Ali', EMAIL)?.textContent).toContain('omar@brightfold.example')
    expect(cell('Omar Ali', ACTION)?.textContent).toBe('RevealedAdd to list')
    await click(row('Omar Ali')?.querySelector('[aria-label="Copy omar@brightfold.example"]') ?? undefined)
    await app.until(() => app.text().includes('Copied to clipboard'))
    expect(writeText).toHaveBeenCalledWith('omar@brightfold.example')
  })
})
