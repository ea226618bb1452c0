// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../adapters/browser/http/wire-transport.ts'
import { SERVICE_FAILURES } from '../../../adapters/http-contract/request-refusals.ts'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { aUser, charge, logSearches } from '../../../composition/testing/activity-world.fixture.ts'
import { ORDERS_WORLD_SECRET, placeOrder } from '../../../composition/testing/orders-world.fixture.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { failingTransport } from '../../testing/failing-transport.fixture.ts'
import { type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { PagedRoute, renderBilling } from '../subscription/testing/render-billing.tsx'
import { CreditLogPage } from './credit-log-page.tsx'
import { SearchLogPage } from './search-log-page.tsx'

// Both logs against the real service (its routes, its database): each test reads its own user's log,
// except the administrator's view of everyone's, which runs first, while bob's search is the only one.
const MAY_1 = Date.parse('2025-05-01T12:00:00.000Z')
const HOUR = 3_600_000

const user = (sub: string, username = sub, admin = false): TestAccount => ({
  sub,
  username,
  email: null,
  admin,
})
const ANN = user('ann')
const BOB = user('bob')
const BOSS = user('boss', 'boss', true)
const NEWCOMER = user('newcomer', 'ann')
const CARA = user('cara', 'ann')
const PAGER = user('pager', 'ann')
const SAVER = user('saver', 'ann')

let api: RealApi
beforeAll(async () => {
  api = await startRealApi({ PAYMENT_SECRET: ORDERS_WORLD_SECRET })
  // The first call makes each user (and starts their FREE trial), as signing in does.
  for (const account of [ANN, BOB, BOSS, NEWCOMER, CARA, PAGER, SAVER])
    await aUser(api, await tokenFor(api, account))
})
afterAll(() => api.close())

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent)
const rows = () =>
  [...document.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  )
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)
const click = (target: HTMLElement | null) =>
  act(async () => {
    if (target === null) throw new Error('no such button')
    target.click()
  })

/** ann's 12 searches, one an hour back from May 1 noon, alternating person and company (written once). */
let annsSearches: Promise<void> | undefined
const annSearched = () =>
  (annsSearches ??= logSearches(
    api,
    ANN.sub,
    Array.from({ length: 12 }, (_, i) => ({
      apiName: i % 2 === 0 ? ('getUserContact' as const) : ('getCompanyMembers' as const),
      requestParams:
        i % 2 === 0
          ? { linkedInId: `person-${i}` }
          : { company: `Company ${i}`, domain: `c${i}.example`, page: 2 },
      at: MAY_1 - i * HOUR,
    })),
  ))

describe('the search log', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    toast.dismiss()
  })

  const render = async (
    account: TestAccount,
    options: { path?: string; language?: Language; transport?: Transport } = {},
  ) => {
    const app = await renderBilling({
      api,
      account,
      path: options.path ?? '/admin/log',
      ...(options.language === undefined ? {} : { language: options.language }),
      ...(options.transport === undefined ? {} : { transport: options.transport }),
      routes: [
        {
          path: '/admin/log',
          component: () => (
            <PagedRoute
              render={(page, onPageChange) => <SearchLogPage page={page} onPageChange={onPageChange} />}
            />
          ),
        },
      ],
    })
    unmount = app.unmount
    return app
  }

  it('shows admins who searched', async () => {
    await logSearches(api, BOB.sub, [
      { apiName: 'getUserContact', requestParams: { linkedInId: 'jane-doe' }, at: MAY_1 },
    ])
    const app = await render(BOSS)
    await app.until(() => rows().length === 1)
    expect(headers()).toEqual(['Type', 'Searched', 'User', 'Time'])
    expect(rows()[0]?.[2]).toBe('bob')
    expect(app.text()).toContain('Searches by every user')
    expect(document.querySelector('nav')).toBeNull()
  })

  it('shows 10 searches a page with their type, what was searched and when; pages by the address', async () => {
    await annSearched()
    const app = await render(ANN)
    await app.until(() => rows().length === 10)
    expect(headers()).toEqual(['Type', 'Searched', 'Time'])
    expect(rows()[0]?.slice(0, 2)).toEqual(['Person', 'person-0'])
    expect(rows()[0]?.[2]).toContain('May 1, 2025')
    expect(rows()[1]?.slice(0, 2)).toEqual(['Company', 'Company 1 (c1.example) · page 2'])
    const link = document.querySelector('a[aria-label="Open the profile of person-0"]')
    expect(link?.getAttribute('href')).toBe('https://www.linkedin.com/in/person-0')
    expect(button('Page 1')?.getAttribute('aria-current')).toBe('page')

    await click(button('Page 2'))
    await app.until(() => rows().length === 2)
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(rows().map((r) => r[1])).toEqual(['person-10', 'Company 11 (c11.example) · page 2'])
    expect(button('Page 2')?.getAttribute('aria-current')).toBe('page')
    expect(button('Next page')?.disabled).toBe(true)
    await click(button('Previous page'))
    await app.until(() => rows().length === 10)
    expect(app.router.state.location.search).toEqual({})
  })

  it('opens on the page in the address, and a page past the end moves to the last one', async () => {
    await annSearched()
    const asked: string[] = []
    const real = injectTransport(api.app)
    const app = await render(ANN, {
      path: '/admin/log?page=9',
      transport: (request) => {
        asked.push(request.url)
        return real(request)
      },
    })
    await app.until(() => rows().length === 2)
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(asked).toContain('/api/contact/history?page=9')
  })

  it('says when there is nothing yet', async () => {
    const app = await render(NEWCOMER)
    await app.until(() => app.text().includes('No searches yet.'))
    expect(document.querySelector('table')).toBeNull()
  })

  it('speaks Chinese', async () => {
    await annSearched()
    const app = await render(ANN, { language: 'zh' })
    await app.until(() => rows().length === 10)
    expect(document.querySelector('h1')?.textContent).toBe('搜索记录')
    expect(rows()[0]?.[0]).toBe('个人')
    expect(app.text()).toContain('2025年5月1日')
  })
})

describe('the credit log', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    toast.dismiss()
  })

  const render = async (
    account: TestAccount,
    options: { language?: Language; transport?: Transport } = {},
  ) => {
    const app = await renderBilling({
      api,
      account,
      path: '/admin/credits',
      ...(options.language === undefined ? {} : { language: options.language }),
      ...(options.transport === undefined ? {} : { transport: options.transport }),
      routes: [
        {
          path: '/admin/credits',
          component: () => (
            <PagedRoute
              render={(page, onPageChange) => <CreditLogPage page={page} onPageChange={onPageChange} />}
            />
          ),
        },
      ],
    })
    unmount = app.unmount
    return app
  }

  /** cara bought a profile packet and an email packet, then spent a credit of each, and a free one. */
  let caraSpent: Promise<void> | undefined
  const caraSpends = () =>
    (caraSpent ??= (async () => {
      const token = await tokenFor(api, CARA)
      await placeOrder(api, token, 'PACKET_PROFILE_BASIC')
      await placeOrder(api, token, 'PACKET_EMAIL_BASIC')
      await charge(api, CARA.sub, [
        {
          kind: 'lead',
          action: 'RevealProfile',
          reference: 'jane-doe',
          paidBy: 'PACKET_PROFILE_BASIC',
          at: MAY_1 - 2 * HOUR,
        },
        { kind: 'free', action: 'ViewMembersPage', reference: 'co-7#3', paidBy: 'FREE', at: MAY_1 - HOUR },
        {
          kind: 'email',
          action: 'RevealMember',
          reference: 'sam-lee',
          paidBy: 'PACKET_EMAIL_BASIC',
          at: MAY_1,
        },
      ])
    })())

  it('shows one line per charge: when, what for, which credit, how many and the plan that paid', async () => {
    await caraSpends()
    const app = await render(CARA)
    await app.until(() => rows().length === 3)
    expect(headers()).toEqual(['Time', 'Action', 'For', 'Credit', 'Credits', 'Paid from'])
    expect(rows().map((r) => r.slice(1))).toEqual([
      ['Member reveal', 'sam-lee', 'Email lookups', '−1', 'Email packet · Basic Packet'],
      ['Members page', 'co-7, page 3', 'Free trial', '−1', 'Free trial'],
      ['Profile reveal', 'jane-doe', 'High-quality leads', '−1', 'Profile packet · Basic Packet'],
    ])
    expect(rows()[0]?.[0]).toContain('May 1, 2025')
    expect(document.querySelector('a[aria-label="Open the profile of jane-doe"]')?.getAttribute('href')).toBe(
      'https://www.linkedin.com/in/jane-doe',
    )
  })

  it('pages 20 lines at a time', async () => {
    await placeOrder(api, await tokenFor(api, PAGER), 'MONTHLY_PRO')
    await charge(
      api,
      PAGER.sub,
      Array.from({ length: 25 }, (_, i) => ({
        kind: 'search' as const,
        action: 'ViewMembersPage',
        reference: `co-${i}#1`,
        paidBy: 'MONTHLY_PRO' as const,
        at: MAY_1 - i * HOUR,
      })),
    )
    const app = await render(PAGER)
    await app.until(() => rows().length === 20)
    expect(rows()[0]?.[5]).toBe('Startup · Monthly')
    await click(button('Page 2'))
    await app.until(() => rows().length === 5)
    expect(app.router.state.location.search).toEqual({ page: 2 })
  })

  it('says when nothing was spent, or when the log cannot be loaded', async () => {
    const transport = failingTransport(injectTransport(api.app)).failNext(500, SERVICE_FAILURES.internalError)
    const app = await render(SAVER, { transport })
    await app.until(() => app.text().includes('This page of the log could not be loaded.'))
    await click(document.querySelector<HTMLButtonElement>('[role="alert"] button'))
    await app.until(() => app.text().includes('No credits spent yet.'))
  })

  it('speaks Chinese', async () => {
    await caraSpends()
    const app = await render(CARA, { language: 'zh' })
    await app.until(() => rows().length === 3)
    expect(document.querySelector('h1')?.textContent).toBe('点数明细')
    expect(rows()[2]?.[1]).toBe('查看个人联系方式')
  })
})
