import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

const ADMIN = { user: 'root', admin: true } as const
const DAY = 86_400_000

let api: ApiHarness
beforeAll(async () => {
  api = await startApi()
  // Users exist from their first request: 12 of them, one after another, then the admin.
  for (let i = 1; i <= 12; i++) {
    await api.call('GET', '/api/user/info', { as: { user: `member-${String(i).padStart(2, '0')}` } })
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
})
afterAll(() => api.close())

const usersPage = (page?: string) =>
  api.call('GET', '/api/admin/users', { as: ADMIN, ...(page === undefined ? {} : { query: { page } }) })
const grant = (id: string, body: unknown) =>
  api.call('POST', `/api/admin/users/${id}/credits`, { as: ADMIN, body })

describe('GET /api/admin/users', () => {
  it('lists 10 users a page, newest first, with role, current plan and credits left', async () => {
    const first = await usersPage()
    expect(first.statusCode).toBe(200)
    const body = first.json()
    expect(body.meta).toEqual({ total: 13, totalPages: 2 })
    expect(body.data).toHaveLength(10)
    expect(body.data[0]).toEqual({
      id: 'root',
      username: 'root',
      email: null,
      role: 'admin',
      planType: 'FREE',
      credits: { free: 10, email: 0, phone: 0, search: 0 },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      customPlan: false,
      apiRateLimit: null,
    })
    expect(body.data[1]).toMatchObject({ id: 'member-12', role: 'user' })
    const times = body.data.map((u: { createdAt: string }) => Date.parse(u.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const second = (await usersPage('2')).json()
    expect(second.data.map((u: { id: string }) => u.id)).toEqual(['member-03', 'member-02', 'member-01'])
    expect((await usersPage('3')).json().data).toEqual([])
  })

  it.each([['0'], ['-1'], ['abc'], ['1.5']])('refuses page=%s with 400', async (page) => {
    expect((await usersPage(page)).json()).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' })
  })

  it('is for administrators only: 401 anonymous, 403 a user', async () => {
    expect((await api.call('GET', '/api/admin/users')).statusCode).toBe(401)
    const user = await api.call('GET', '/api/admin/users', { as: { user: 'member-01' } })
    expect(user.statusCode).toBe(403)
    expect(user.json()).toMatchObject({ code: 'FORBIDDEN' })
  })
})

describe('POST /api/admin/users/:id/credits', () => {
  it('opens a CUSTOM subscription with the granted credits, valid for the given days, at the agreed price', async () => {
    const response = await grant('member-03', {
      grants: [
        { kind: 'lead', quantity: 50 },
        { kind: 'search', quantity: 20 },
      ],
      days: 90,
      price: 999.5,
    })
    expect(response.statusCode).toBe(201)
    const { user, subscription } = response.json()
    expect(user).toMatchObject({
      id: 'member-03',
      planType: 'CUSTOM',
      credits: { free: 10, email: 50, phone: 50, search: 20 },
    })
    expect(subscription).toMatchObject({ planType: 'CUSTOM', status: 'ACTIVE', price: 999.5, amount: 999.5 })
    expect(subscription.grants).toEqual([
      { kind: 'lead', total: 50, used: 0 },
      { kind: 'search', total: 20, used: 0 },
    ])
    expect(Date.parse(subscription.expiryDate) - Date.parse(subscription.startDate)).toBe(90 * DAY)

    const seen = (await api.call('GET', '/api/payment/subscription', { as: { user: 'member-03' } })).json()
    expect(seen.current).toMatchObject({ id: subscription.id, planType: 'CUSTOM', price: 999.5 })
    const listed = (await usersPage('2')).json().data.find((u: { id: string }) => u.id === 'member-03')
    expect(listed).toMatchObject({ planType: 'CUSTOM', credits: { email: 50, search: 20 } })
  })

  it('without days the credits never expire; without a price it is free; grants add up', async () => {
    await grant('member-04', { grants: [{ kind: 'email', quantity: 5 }] })
    const { subscription, user } = (
      await grant('member-04', { grants: [{ kind: 'email', quantity: 7 }] })
    ).json()
    expect(subscription).toMatchObject({ expiryDate: null, price: 0, amount: 0 })
    expect(user.credits).toEqual({ free: 10, email: 12, phone: 0, search: 0 })
  })

  it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
    const response = await grant('nobody-here', { grants: [{ kind: 'lead', quantity: 1 }] })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' })
  })

  it.each([
    ['no grants', { grants: [] }],
    ['a zero quantity', { grants: [{ kind: 'lead', quantity: 0 }] }],
    ['a fractional quantity', { grants: [{ kind: 'lead', quantity: 1.5 }] }],
    ['an unknown kind', { grants: [{ kind: 'gold', quantity: 1 }] }],
    ['zero days', { grants: [{ kind: 'lead', quantity: 1 }], days: 0 }],
    ['a price below a fen', { grants: [{ kind: 'lead', quantity: 1 }], price: 1.234 }],
    ['a negative price', { grants: [{ kind: 'lead', quantity: 1 }], price: -1 }],
  ])('refuses %s with 400 INVALID_REQUEST', async (_, body) => {
    const response = await grant('member-05', body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('is for administrators only: 401 anonymous, 403 a user, and nothing is granted', async () => {
    const body = { grants: [{ kind: 'lead', quantity: 1000 }] }
    expect((await api.call('POST', '/api/admin/users/member-06/credits', { body })).statusCode).toBe(401)
    const self = await api.call('POST', '/api/admin/users/member-06/credits', {
      as: { user: 'member-06' },
      body,
    })
    expect(self.statusCode).toBe(403)
    const seen = (await api.call('GET', '/api/payment/subscription', { as: { user: 'member-06' } })).json()
    expect(seen.credits).toEqual({ free: 10, email: 0, phone: 0, search: 0 })
  })
})
