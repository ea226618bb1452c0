// @vitest-environment happy-dom
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminActions, aUser } from '../../../composition/testing/audit-world.fixture.ts'
import { ORDERS_WORLD_SECRET, placeOrder } from '../../../composition/testing/orders-world.fixture.ts'
import { type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { click, dialog, fieldError, findButton, row, type } from '../invitations/testing/page-actions.ts'
import { renderUsers } from './testing/render-users.tsx'

// The real service's users: 12 members (member-01 the oldest), then root, an administrator on the
// Startup monthly plan. The API-limit tests add acme-corp, a user on a CUSTOM plan.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi({ PAYMENT_SECRET: ORDERS_WORLD_SECRET })
  for (let i = 1; i <= 12; i++) {
    const id = `member-${String(i).padStart(2, '0')}`
    await tokenFor(api, { sub: id, username: id, email: `${id}@users.example`, admin: false }).then((token) =>
      placeNothing(token),
    )
  }
  await placeOrder(api, await tokenFor(api, ROOT), 'MONTHLY_PRO')
})
afterAll(() => api.close())

const ROOT = { sub: 'root', username: 'root', email: null, admin: true }

/** A user's first call records them; a member has bought nothing. */
const placeNothing = async (token: string) => {
  const seen = await api.app.inject({
    method: 'GET',
    url: '/api/user/info',
    headers: { authorization: `Bearer ${token}` },
  })
  if (seen.statusCode !== 200) throw new Error(seen.body)
}

const aCustomUser = async (id: string) => {
  await aUser(api, id)
  await adminActions(api, 'root').grantLeadCredits(id, 1, 0)
}

describe('admin users page', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
    toast.dismiss()
  })
  const render = async (
    options: Omit<Parameters<typeof renderUsers>[1], 'account'> & { admin?: boolean } = {},
  ) => {
    const app = await renderUsers(api, { ...options, account: { ...ROOT, admin: options.admin ?? true } })
    unmount = app.unmount
    return app
  }

  it('sends someone who is not an admin to /admin/search', async () => {
    const app = await render({ admin: false })
    await app.until(() => app.router.state.location.pathname === '/admin/search')
    expect(app.text()).toContain('search page')
  })

  it('lists users newest first with role, plan and credits left per kind', async () => {
    const app = await render()
    await app.until(() => row('root') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('Users')
    expect(app.text()).toContain('13 users')
    const admin = row('root')
    for (const text of ['Admin', 'Startup · Monthly', 'Email100', 'Phone100', 'Search80', 'Free10'])
      expect(admin?.textContent).toContain(text)
    const member = row('member-12')
    for (const text of ['member-12@users.example', 'User', 'Free', 'Email0'])
      expect(member?.textContent).toContain(text)
    expect(document.querySelectorAll('tbody tr')).toHaveLength(10)
    expect(row('member-02')).toBeUndefined()
  })

  it('pages with ?page= in the address: first, last and neighbours, previous and next', async () => {
    const app = await render()
    await app.until(() => row('root') !== undefined)
    expect(findButton('Page 1')?.getAttribute('aria-current')).toBe('page')
    await click('Page 2')
    await app.until(() => row('member-01') !== undefined)
    expect(app.router.state.location.search).toEqual({ page: 2 })
    expect(document.querySelectorAll('tbody tr')).toHaveLength(3)
    expect(findButton('Next page')?.disabled).toBe(true)
    await click('Previous page')
    await app.until(() => row('root') !== undefined)
    expect(app.router.state.location.search).toEqual({})
  })

  it('opens on the page the address names', async () => {
    const app = await render({ path: '/admin/users?page=2' })
    await app.until(() => row('member-03') !== undefined)
    expect(findButton('Page 2')?.getAttribute('aria-current')).toBe('page')
  })

  it('grants credits and the list shows them at once', async () => {
    const app = await render()
    await app.until(() => row('member-12') !== undefined)
    await click('Grant credits to member-12')
    expect(dialog()?.textContent).toContain('member-12')
    await type('High-quality leads', '50')
    await type('Decision-maker searches', '20')
    await type('Valid for (days)', '90')
    await type('Price (yuan)', '999.5')
    await click('Grant')
    await app.until(() => app.text().includes('Credits granted to member-12'))
    expect(dialog()).toBeNull()
    expect(app.sent('grantCredits')).toEqual([
      {
        params: { id: 'member-12' },
        body: {
          grants: [
            { kind: 'lead', quantity: 50 },
            { kind: 'search', quantity: 20 },
          ],
          days: 90,
          price: 99_950,
        },
      },
    ])
    await app.until(() => row('member-12')?.textContent?.includes('Enterprise') ?? false)
    for (const text of ['Email50', 'Phone50', 'Search20'])
      expect(row('member-12')?.textContent).toContain(text)
  })

  it('checks the grant form before sending: nothing to grant, a bad quantity, days or price', async () => {
    const app = await render()
    await app.until(() => row('member-12') !== undefined)
    await click('Grant credits to member-12')
    await click('Grant')
    expect(dialog()?.textContent).toContain('Enter a quantity for at least one kind of credit')
    await type('Email lookups', '2.5')
    await type('Valid for (days)', '0')
    await type('Price (yuan)', '1.234')
    await click('Grant')
    expect(fieldError('Email lookups')).toBe('Enter a whole number from 1 to 1,000,000, or leave it empty')
    expect(fieldError('Valid for (days)')).toBe(
      'Enter a whole number of days from 1 to 3650, or leave it empty',
    )
    expect(fieldError('Price (yuan)')).toBe('Enter an amount from 0 to 1,000,000 with at most two decimals')
    expect(app.sent('grantCredits')).toEqual([])
  })

  it('a refused grant is toasted and the dialog stays open', async () => {
    const app = await render()
    await app.until(() => row('member-12') !== undefined)
    await click('Grant credits to member-12')
    await type('Phone lookups', '5')
    app.failNext(500)
    await click('Grant')
    await app.until(() => app.text().includes('Server error, please try again later'))
    expect(dialog()).not.toBeNull()
  })

  it('sets a CUSTOM user’s API rate limit, shows it in the row, and puts them back on the plan’s limits', async () => {
    await aCustomUser('acme-corp')
    const app = await render()
    await app.until(() => row('acme-corp') !== undefined)
    expect(findButton('API limit of member-11'), 'only CUSTOM users have one').toBeUndefined()
    await click('API limit of acme-corp')
    expect(dialog()?.textContent).toContain("Now: the plan's limits")
    for (const bad of ['0', '2.5', '6001']) {
      await type('Calls a minute', bad)
      await click('Save')
      expect(fieldError('Calls a minute'), bad).toBe('Enter a whole number from 1 to 6,000')
    }
    expect(app.sent('setApiRateLimit')).toEqual([])
    await type('Calls a minute', '3000')
    await click('Save')
    await app.until(() => app.text().includes('API rate limit of acme-corp saved'))
    expect(dialog()).toBeNull()
    await app.until(() => row('acme-corp')?.textContent?.includes('API 3,000/min') ?? false)
    await click('API limit of acme-corp')
    expect(dialog()?.textContent).toContain('Now: 3,000 a minute')
    await click("Use the plan's limits")
    await app.until(() => app.text().includes("acme-corp is back on the plan's limits"))
    expect(app.sent('setApiRateLimit')).toEqual([
      { params: { id: 'acme-corp' }, body: { perMinute: 3000 } },
      { params: { id: 'acme-corp' }, body: { perMinute: null } },
    ])
    await app.until(() => !(row('acme-corp')?.textContent?.includes('API 3,000/min') ?? true))
  })

  it('speaks Chinese', async () => {
    const app = await render({ language: 'zh' })
    await app.until(() => row('root') !== undefined)
    expect(document.querySelector('h1')?.textContent).toBe('用户管理')
    expect(row('root')?.textContent).toContain('管理员')
    await click('为 member-12 发放点数')
    await click('发放')
    expect(dialog()?.textContent).toContain('请至少为一种点数填写数量')
  })

  it('speaks Chinese in the API rate limit dialog', async () => {
    const app = await render({ language: 'zh' })
    await app.until(() => row('acme-corp') !== undefined)
    await click('acme-corp 的 API 限额')
    await type('每分钟调用次数', '0')
    await click('保存')
    expect(fieldError('每分钟调用次数')).toBe('请输入 1 到 6,000 之间的整数')
  })
})
