// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Transport, WireRequest } from '../../../adapters/browser/http/wire-transport.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import {
  aWallet,
  creditsLeft,
  JANE_DOE,
  seedContacts,
  spendFree,
  type WorldPerson,
} from '../../../composition/testing/contacts-world.fixture.ts'
import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { renderHomePage } from './testing/home-test-app.tsx'

// The home page against the real service: Jane Doe at Brightfold has two emails and two phones (the
// first on WhatsApp); No Body works there too, with nothing to reveal. Each test signs in a new user
// (10 free trial credits, or the wallet it names).
const JANE = JANE_DOE
const NOBODY: WorldPerson = { ...JANE, linkedinId: 'no-body', name: 'No Body', emails: [], phones: [] }
const LINK = 'https://www.linkedin.com/in/jane-doe'

let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
  await seedContacts(api, {
    companies: [{ name: 'Brightfold Ltd', domain: 'brightfold.example' }],
    people: [JANE, NOBODY],
  })
})
afterAll(() => api.close())

let users = 0

const type = (input: HTMLInputElement, value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
const buttons = () => [...document.querySelectorAll('button')]
const button = (name: string) => buttons().find((b) => b.textContent?.trim() === name)
const byLabel = (label: string) => buttons().find((b) => b.getAttribute('aria-label') === label)
const input = () => document.querySelector('input[type="url"]') as HTMLInputElement
const result = () => document.querySelector('main section[aria-live]')?.textContent ?? ''

describe('home page: a signed-in user reveals a profile', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
  })

  const signedIn = async (
    options: {
      wallet?: Partial<Record<CreditKind, number>>
      contactsWire?: (real: Transport) => Transport
      path?: string
      language?: Language
    } = {},
  ) => {
    const identity = new InMemoryIdentity()
    const account = { sub: `user-${++users}`, username: 'ann', email: null, admin: false }
    const token = await tokenFor(api, account)
    identity.signInDirectly(account, token)
    await aWallet(api, account.sub, token, options.wallet)
    const app = await renderHomePage({
      api,
      identity,
      ...(options.contactsWire === undefined ? {} : { contactsWire: options.contactsWire }),
      ...(options.path === undefined ? {} : { path: options.path }),
      ...(options.language === undefined ? {} : { language: options.language }),
    })
    unmount = app.unmount
    return { ...app, user: account.sub, wallet: () => creditsLeft(api, token) }
  }

  const search = async (app: Awaited<ReturnType<typeof signedIn>>, link = LINK, submit = 'Find contacts') => {
    await act(async () => type(input(), link))
    await act(async () => button(submit)?.click())
    // The look has answered: something is shown, and no spinner.
    await app.until(
      () => result() !== '' && document.querySelector('main section[aria-live] .animate-spin') === null,
    )
  }

  it('shows the person masked with the cost first, then reveals emails, phones and a WhatsApp link', async () => {
    const app = await signedIn()
    await search(app)
    expect(result()).toContain('Jane Doe')
    expect(result()).toContain('Head of Sales')
    expect(result()).toContain('Brightfold Ltd')
    expect(result()).toContain('j****@brightfold.example')
    expect(result()).not.toContain('jane@brightfold.example')
    expect(document.querySelector('[data-testid="reveal-cost"]')?.textContent).toBe('1 credit (free trial)')
    expect((await app.wallet()).free).toBe(10)

    await act(async () => button('Reveal contacts')?.click())
    await app.until(() => result().includes('jane@brightfold.example'))
    // Issue 24: a revealed phone reads with spaces.
    await app.until(() => result().includes('+1 555 010 0123'))
    expect(result()).not.toContain('+15550100123')
    expect(result()).toContain('Revealed for 1 credit (free trial)')
    expect((await app.wallet()).free).toBe(9)
    const chat = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Chat on WhatsApp')
    expect(chat?.getAttribute('href')).toBe('https://wa.me/15550100123')
    expect(chat?.getAttribute('target')).toBe('_blank')
    expect(chat?.getAttribute('rel')).toContain('noopener')
    expect(button('Reveal contacts')).toBeUndefined()
  })

  it.each([
    ['en', 'Copied to clipboard', 'Find contacts'],
    ['zh', '已复制到剪贴板', '查找联系方式'],
  ] as const)('copies a revealed value and says so (%s)', async (language, said, submit) => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const app = await signedIn({ language })
    await search(app, LINK, submit)
    await act(async () => (buttons().find((b) => b.querySelector('.lucide-lock-open')) ?? null)?.click())
    await app.until(() => result().includes('jane@brightfold.example'))
    const copy = buttons().find((b) => b.getAttribute('aria-label')?.endsWith('jane@brightfold.example'))
    await act(async () => copy?.click())
    await app.until(() => app.text().includes(said))
    expect(writeText).toHaveBeenCalledWith('jane@brightfold.example')
  })

  it('copies a revealed phone as stored (E.164), shown with spaces', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const app = await signedIn()
    await search(app)
    await act(async () => button('Reveal contacts')?.click())
    await app.until(() => result().includes('+1 555 010 0456'))
    await act(async () => byLabel('Copy +15550100456')?.click())
    expect(writeText).toHaveBeenCalledWith('+15550100456')
  })

  it.each([
    [
      'en',
      'Find contacts',
      'Reveal contacts',
      'Credits left: 9 free trial credits',
      'Credits left: 6 email credits, 3 free trial credits',
      'Buy more credits',
    ],
    [
      'zh',
      '查找联系方式',
      '解锁联系方式',
      '剩余额度：免费试用 9 次',
      '剩余额度：邮箱额度 6 次，免费试用 3 次',
      '购买更多额度',
    ],
  ] as const)(
    'shows the credits left after the reveal, and offers more when they are low (%s)',
    async (language, submit, revealLabel, plenty, few, buyMore) => {
      const credits = () => document.querySelector('[data-testid="credits-left"]')?.textContent ?? ''
      const buyLink = () => [...document.querySelectorAll('a')].find((a) => a.textContent === buyMore)
      const app = await signedIn({ language })
      await search(app, LINK, submit)
      await act(async () => button(revealLabel)?.click())
      await app.until(() => credits() === plenty)
      expect(buyLink()).toBeUndefined()
      app.unmount()

      const low = await signedIn({ language, wallet: { free: 4, email: 7 } })
      await search(low, LINK, submit)
      await act(async () => button(revealLabel)?.click())
      await low.until(() => credits().startsWith(few))
      expect(buyLink()?.getAttribute('href')).toBe('/admin/pricing')
    },
  )

  it('a 429 on reveal shows the credits-exhausted message with an upgrade button', async () => {
    const app = await signedIn()
    await search(app)
    await spendFree(api, app.user, 10) // spent elsewhere between the look and the reveal
    await act(async () => button('Reveal contacts')?.click())
    await app.until(() => result().includes('Credits exhausted'))
    expect(document.querySelector('[role="alert"] p')?.textContent).toBe(
      'Credits exhausted, please upgrade your plan',
    )
    const upgrade = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Upgrade')
    expect(upgrade?.getAttribute('href')).toBe('/admin/subscription')
    expect(result()).toContain('j****@brightfold.example')
  })

  it('with no credit left, says so up front instead of offering to reveal', async () => {
    const app = await signedIn({ wallet: { free: 0 } })
    await search(app)
    expect(result()).toContain('Credits exhausted, please upgrade your plan')
    expect(button('Reveal contacts')).toBeUndefined()
  })

  it('with email credits only, reveals the emails and keeps the phones masked', async () => {
    const app = await signedIn({ wallet: { free: 0, email: 3 } })
    await search(app)
    expect(document.querySelector('[data-testid="reveal-cost"]')?.textContent).toBe('1 credit (email credit)')
    await act(async () => button('Reveal contacts')?.click())
    await app.until(() => result().includes('jane@brightfold.example'))
    expect(result()).toContain('+15 **** **23')
    expect(result()).toContain('Partly revealed')
    expect(result()).toContain('The phones stay hidden')
    expect(result()).toContain('Credits exhausted, please upgrade your plan')
    expect(byLabel('Copy +15550100123')).toBeUndefined()
  })

  it('says when there is no data for the profile (404), or nothing to reveal', async () => {
    const app = await signedIn()
    await search(app, 'https://www.linkedin.com/in/someone-else')
    expect(result()).toBe('We have no data for this profile yet.')
    await search(app, 'https://www.linkedin.com/in/no-body')
    expect(result()).toContain('We have no email or phone for this person yet. Nothing is charged.')
    expect(button('Reveal contacts')).toBeUndefined()
  })

  it('logs any other failure and shows a neutral message with a retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = true
    // The service fails (500, no body) until `failing` is cleared.
    const failingFirst =
      (real: Transport): Transport =>
      async (request) =>
        failing ? { status: 500, headers: {}, bytes: new Uint8Array() } : real(request)
    const app = await signedIn({ contactsWire: failingFirst })
    await search(app)
    expect(result()).toContain('We could not load this profile right now.')
    expect(error).toHaveBeenCalledWith('profile call failed', { _tag: 'ApiCallFailed', status: 500 })
    failing = false
    await act(async () => button('Try again')?.click())
    await app.until(() => result().includes('Jane Doe'))
  })

  it('back from signing in with ?link=, searches the link at once', async () => {
    const asked: WireRequest[] = []
    const recorded =
      (real: Transport): Transport =>
      async (request) => {
        asked.push(request)
        return real(request)
      }
    const app = await signedIn({ path: `/?link=${encodeURIComponent(LINK)}`, contactsWire: recorded })
    await app.until(() => result().includes('Jane Doe'))
    expect(input().value).toBe(LINK)
    // One look, free: no reveal asked for.
    expect(asked.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/contact/profile/jane-doe?reveal=false&want=all',
    ])
  })
})

describe('home page sections', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it.each([
    ['en', '55,903', '3,000'],
    ['zh', '5.6万', '3000'],
  ] as const)(
    'shows the live counts formatted for the language (%s)',
    async (language, contacts, companies) => {
      const app = await renderHomePage({ api, identity: new InMemoryIdentity(), language })
      unmount = app.unmount
      await app.until(() => app.text().includes(contacts))
      const stats = document.querySelector('section[aria-labelledby="stats-title"]')?.textContent ?? ''
      expect(stats).toContain(contacts)
      expect(stats).toContain(companies)
      for (const figure of ['93%', '85%', '120%']) expect(stats).toContain(figure)
    },
  )

  it('leaves the counts out when the service cannot count, keeping the figures', async () => {
    const app = await renderHomePage({
      api,
      identity: new InMemoryIdentity(),
      counts: () => Promise.reject(new Error('down')),
    })
    unmount = app.unmount
    await app.settle()
    const stats = document.querySelector('section[aria-labelledby="stats-title"]')?.textContent ?? ''
    expect(stats).not.toContain('professional contacts')
    expect(stats).toContain('93%')
  })

  it('has the sign-up and extension buttons, the logo cloud, the contact block and the FAQ', async () => {
    const identity = new InMemoryIdentity()
    const signIn = vi.spyOn(identity, 'signIn')
    const app = await renderHomePage({ api, identity })
    unmount = app.unmount
    await app.until(() => app.text().includes('support@leadlens.example'))
    await act(async () => button('Sign up free')?.click())
    expect(signIn).toHaveBeenCalledWith({ language: 'en', postRedirectUri: '/', createAccount: true })
    const links = [...document.querySelectorAll('a')]
    const extension = links.find((a) => a.textContent === 'Get the Chrome extension')
    expect(extension?.getAttribute('href')).toBe('/api/extension/download')
    expect(extension?.getAttribute('download')).toBe('leadlens-extension.zip')
    expect(links.find((a) => a.textContent === 'Contact us' && a.closest('main'))?.getAttribute('href')).toBe(
      '/contact-us',
    )
    expect(links.find((a) => a.getAttribute('href') === 'mailto:support@leadlens.example')).toBeDefined()
    expect(app.text()).toContain('Trusted by 50,000+ businesses')
    expect(document.querySelectorAll('section[aria-labelledby="faq-title"] details summary')).toHaveLength(4)
  })
})
