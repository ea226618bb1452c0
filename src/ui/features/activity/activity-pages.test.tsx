// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryCreditLogGateway } from '../../../application/testing/in-memory-credit-log.gateway.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { InMemorySearchLogGateway } from '../../../application/testing/in-memory-search-log.gateway.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { PagedRoute, renderBilling } from '../subscription/testing/render-billing.tsx'
import { CreditLogPage } from './credit-log-page.tsx'
import { SearchLogPage } from './search-log-page.tsx'

const MAY_1 = Date.parse('2025-05-01T12:00:00.000Z')
const HOUR = 3_600_000

const signedIn = async (admin = false) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'ann', username: 'ann', email: null, admin })
  return { identity, token: (await identity.accessToken()) as string }
}

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

/** ann's 12 searches, one an hour back from May 1 noon, alternating person and company. */
const annsSearches = (gateway: InMemorySearchLogGateway, token: string) => {
  for (let i = 0; i < 12; i++)
    gateway.add(token, {
      apiName: i % 2 === 0 ? 'getUserContact' : 'getCompanyMembers',
      requestParams:
        i % 2 === 0
          ? { linkedInId: `person-${i}` }
          : { company: `Company ${i}`, domain: `c${i}.example`, page: 2 },
      createdAt: new Date(MAY_1 - i * HOUR).toISOString(),
    })
  return gateway
}

describe('the search log', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    toast.dismiss()
  })

  const render = async (
    identity: InMemoryIdentity,
    searchLog: InMemorySearchLogGateway,
    path = '/admin/log',
    language?: Language,
  ) => {
    const app = await renderBilling({
      identity,
      searchLog,
      path,
      ...(language === undefined ? {} : { language }),
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

  it('shows 10 searches a page with their type, what was searched and when; pages by the address', async () => {
    const { identity, token } = await signedIn()
    const gateway = annsSearches(
      new InMemorySearchLogGateway().user(token, { id: 'ann', username: 'ann' }),
      token,
    )
    const app = await render(identity, gateway)
    expect(headers()).toEqual(['Type', 'Searched', 'Time'])
    expect(rows()).toHaveLength(10)
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
    const { identity, token } = await signedIn()
    const gateway = annsSearches(
      new InMemorySearchLogGateway().user(token, { id: 'ann', username: 'ann' }),
      token,
    )
    const app = await render(identity, gateway, '/admin/log?page=9')
    await app.until(() => rows().length === 2)
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(gateway.pagesAsked).toContain(9)
  })

  it('shows admins who searched', async () => {
    const { identity, token } = await signedIn(true)
    const gateway = new InMemorySearchLogGateway()
      .user(token, { id: 'ann', username: 'ann', admin: true })
      .user('bob-token', { id: 'bob', username: 'bob' })
      .add('bob-token', {
        apiName: 'getUserContact',
        requestParams: { linkedInId: 'jane-doe' },
        createdAt: new Date(MAY_1).toISOString(),
      })
    const app = await render(identity, gateway)
    expect(headers()).toEqual(['Type', 'Searched', 'User', 'Time'])
    expect(rows()[0]?.[2]).toBe('bob')
    expect(app.text()).toContain('Searches by every user')
    expect(document.querySelector('nav')).toBeNull()
  })

  it('says when there is nothing yet', async () => {
    const { identity, token } = await signedIn()
    const app = await render(
      identity,
      new InMemorySearchLogGateway().user(token, { id: 'ann', username: 'ann' }),
    )
    expect(app.text()).toContain('No searches yet.')
    expect(document.querySelector('table')).toBeNull()
  })

  it('speaks Chinese', async () => {
    const { identity, token } = await signedIn()
    const gateway = annsSearches(
      new InMemorySearchLogGateway().user(token, { id: 'ann', username: 'ann' }),
      token,
    )
    const app = await render(identity, gateway, '/admin/log', 'zh')
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
    identity: InMemoryIdentity,
    creditLog: InMemoryCreditLogGateway,
    language?: Language,
  ) => {
    const app = await renderBilling({
      identity,
      creditLog,
      path: '/admin/credits',
      ...(language === undefined ? {} : { language }),
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

  const spent = (token: string) =>
    new InMemoryCreditLogGateway()
      .add(token, {
        kind: 'lead',
        quantity: 1,
        action: 'RevealProfile',
        reference: 'jane-doe',
        at: new Date(MAY_1 - 2 * HOUR).toISOString(),
        planType: 'PACKET_PROFILE_BASIC',
      })
      .add(token, {
        kind: 'free',
        quantity: 1,
        action: 'ViewMembersPage',
        reference: 'co-7#3',
        at: new Date(MAY_1 - HOUR).toISOString(),
        planType: 'FREE',
      })
      .add(token, {
        kind: 'email',
        quantity: 1,
        action: 'RevealMember',
        reference: 'sam-lee',
        at: new Date(MAY_1).toISOString(),
        planType: null,
      })

  it('shows one line per charge: when, what for, which credit, how many and the plan that paid', async () => {
    const { identity, token } = await signedIn()
    await render(identity, spent(token))
    expect(headers()).toEqual(['Time', 'Action', 'For', 'Credit', 'Credits', 'Paid from'])
    expect(rows().map((r) => r.slice(1))).toEqual([
      ['Member reveal', 'sam-lee', 'Email lookups', '−1', '—'],
      ['Members page', 'co-7, page 3', 'Free trial', '−1', 'Free trial'],
      ['Profile reveal', 'jane-doe', 'High-quality leads', '−1', 'Profile packet · Basic Packet'],
    ])
    expect(rows()[0]?.[0]).toContain('May 1, 2025')
    expect(document.querySelector('a[aria-label="Open the profile of jane-doe"]')?.getAttribute('href')).toBe(
      'https://www.linkedin.com/in/jane-doe',
    )
  })

  it('pages 20 lines at a time', async () => {
    const { identity, token } = await signedIn()
    const gateway = new InMemoryCreditLogGateway()
    for (let i = 0; i < 25; i++)
      gateway.add(token, {
        kind: 'search',
        quantity: 1,
        action: 'ViewMembersPage',
        reference: `co-${i}#1`,
        at: new Date(MAY_1 - i * HOUR).toISOString(),
        planType: 'MONTHLY_PRO',
      })
    const app = await render(identity, gateway)
    expect(rows()).toHaveLength(20)
    expect(rows()[0]?.[5]).toBe('Startup · Monthly')
    await click(button('Page 2'))
    await app.until(() => rows().length === 5)
    expect(app.router.state.location.search).toEqual({ page: 2 })
  })

  it('says when nothing was spent, or when the log cannot be loaded', async () => {
    const { identity, token } = await signedIn()
    const gateway = new InMemoryCreditLogGateway().failNext(500)
    const app = await render(identity, gateway)
    expect(app.text()).toContain('This page of the log could not be loaded.')
    await click(document.querySelector<HTMLButtonElement>('[role="alert"] button'))
    await app.until(() => app.text().includes('No credits spent yet.'))
    expect(token).toBeTruthy()
  })

  it('speaks Chinese', async () => {
    const { identity, token } = await signedIn()
    await render(identity, spent(token), 'zh')
    expect(document.querySelector('h1')?.textContent).toBe('点数明细')
    expect(rows()[2]?.[1]).toBe('查看个人联系方式')
  })
})
