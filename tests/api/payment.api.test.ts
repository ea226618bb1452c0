import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signNotification } from '../../src/adapters/server/payments/notification-signature.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { ADMIN, anInvitation, checkoutPage, submitForm } from './payment-flow.support.ts'

const PUBLIC_URL = 'https://leads.example'
const SECRET = 'payment-secret-for-the-api-tests'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let api: ApiHarness
beforeAll(async () => {
  api = await startApi({ PUBLIC_URL, PAYMENT_SECRET: SECRET })
})
afterAll(() => api.close())

const order = (user: string, body: unknown) => api.call('POST', '/api/payment/order', { as: { user }, body })
const subscription = async (user: string) =>
  (await api.call('GET', '/api/payment/subscription', { as: { user } })).json()

/** A notification as a provider posts it: JSON, signed in a header. */
const notify = (fields: Record<string, string>, signature = signNotification(SECRET, fields as never)) =>
  api.call('POST', '/api/payment/notify', { body: fields, headers: { 'x-payment-signature': signature } })

const fieldsFor = (orderId: string, status: string, amount: string) => ({
  orderId,
  status,
  amount,
  timestamp: '2025-05-01T12:00:00.000Z',
  nonce: `n-${Math.random().toString(36).slice(2, 12)}`,
})

describe('POST /api/payment/order', () => {
  it('answers a pending order and the sandbox checkout URL, priced from the catalogue', async () => {
    const response = await order('olga', { plan: 'MONTHLY_PRO' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      orderId: expect.stringMatching(UUID),
      url: `${PUBLIC_URL}/api/payment/sandbox/checkout/${body.orderId}`,
      status: 'PENDING',
      originalAmount: 350,
      discountAmount: 0,
      finalAmount: 350,
    })
  })

  it('takes an active code off the price, typed in any case and with spaces; a blank code is none', async () => {
    await anInvitation(api, 'SPRING-50', 50)
    expect((await order('olga', { plan: 'YEARLY_BASIC', inviteCode: '  spring-50 ' })).json()).toMatchObject({
      originalAmount: 2600,
      discountAmount: 50,
      finalAmount: 2550,
    })
    for (const inviteCode of ['', '   ', null])
      expect((await order('olga', { plan: 'PACKET_EMAIL_BASIC', inviteCode })).json()).toMatchObject({
        discountAmount: 0,
        finalAmount: 200,
      })
  })

  it('refuses an unknown, inactive or deleted code with the spec message, and creates nothing', async () => {
    const inactive = await anInvitation(api, 'SLEEPY-1', 10)
    await api.call('PATCH', `/api/invitation/${inactive}/status`, { as: ADMIN, body: { status: 'INACTIVE' } })
    const deleted = await anInvitation(api, 'GONE-1', 10)
    await api.call('DELETE', `/api/invitation/${deleted}`, { as: ADMIN })
    for (const inviteCode of ['NOPE-404', 'sleepy-1', 'GONE-1']) {
      const response = await order('olga', { plan: 'MONTHLY_PRO', inviteCode })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'INVALID_INVITE_CODE',
        message: 'invalid invite code, please check and retry',
      })
    }
  })

  it.each([['FREE'], ['CUSTOM']])('refuses %s with 400 PLAN_NOT_PURCHASABLE', async (plan) => {
    const response = await order('olga', { plan, inviteCode: 'NOPE-404' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'PLAN_NOT_PURCHASABLE' })
  })

  it.each([
    ['an unknown plan', { plan: 'LIFETIME' }],
    ['no plan', {}],
    ['a code that is not text', { plan: 'MONTHLY_PRO', inviteCode: 5 }],
  ])('refuses %s with 400 INVALID_REQUEST', async (_, body) => {
    const response = await order('olga', body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('needs a signed-in user', async () => {
    const response = await api.call('POST', '/api/payment/order', { body: { plan: 'MONTHLY_PRO' } })
    expect(response.statusCode).toBe(401)
  })

  it('settles an order that costs nothing at once and sends the buyer to the dashboard', async () => {
    await anInvitation(api, 'ALL-FREE', 500)
    const response = await order('zero', { plan: 'PACKET_SEARCH_PRO', inviteCode: 'all-free' })
    const body = response.json()
    expect(body).toMatchObject({ status: 'PAID', originalAmount: 200, discountAmount: 200, finalAmount: 0 })
    expect(body.url).toBe(`${PUBLIC_URL}/admin/subscription?order=${body.orderId}`)
    const after = await subscription('zero')
    expect(after.stacked.map((s: { planType: string }) => s.planType)).toContain('PACKET_SEARCH_PRO')
    expect(after.credits).toEqual({ free: 10, email: 0, phone: 0, search: 200 })
  })
})

describe('the sandbox checkout, end to end', () => {
  it('order → checkout page → Pay form → the plan is ACTIVE with its credits, the code use recorded', async () => {
    const invitationId = await anInvitation(api, 'PAY-FLOW', 50)
    const placed = (await order('paula', { plan: 'MONTHLY_PRO', inviteCode: 'pay-flow' })).json()
    const { page, forms } = await checkoutPage(api, placed.url)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    for (const text of [
      'LeadLens',
      // Issue 24: the plan's one name, as the pricing page and the dashboard call it.
      'Startup · Monthly',
      '创业版 · 按月',
      '¥350.00',
      '−¥50.00',
      '¥300.00',
      'Sandbox — no real money moves',
    ])
      expect(page.body).toContain(text)
    expect(page.body).not.toMatch(/<script/i)
    expect([...forms.keys()]).toEqual(['Pay ¥300.00', 'Cancel'])

    const paid = await submitForm(api, forms.get('Pay ¥300.00') ?? {})
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/admin/subscription?order=${placed.orderId}`)

    const after = await subscription('paula')
    expect(after.current).toMatchObject({
      planType: 'MONTHLY_PRO',
      status: 'ACTIVE',
      price: 350,
      amount: 300,
    })
    expect(after.current.grants).toEqual([
      { kind: 'lead', total: 100, used: 0 },
      { kind: 'search', total: 80, used: 0 },
    ])
    expect(after.credits).toEqual({ free: 10, email: 100, phone: 100, search: 80 })
    expect(after.stacked.map((s: { planType: string }) => s.planType)).toEqual(['FREE'])
    const usage = await api.call('GET', '/api/invitation/usage-history', {
      as: ADMIN,
      query: { invitationId },
    })
    expect(usage.json()).toEqual([
      expect.objectContaining({
        userName: 'paula',
        originalAmount: 350,
        discountAmount: 50,
        finalAmount: 300,
      }),
    ])

    // The browser's back button and a second click: the same notification again changes nothing.
    const again = await submitForm(api, forms.get('Pay ¥300.00') ?? {})
    expect(again.statusCode).toBe(303)
    expect(await subscription('paula')).toEqual(after)
    expect(
      (await api.call('GET', '/api/invitation/usage-history', { as: ADMIN, query: { invitationId } })).json(),
    ).toHaveLength(1)
    // The page now says the order is paid instead of offering to pay again.
    const { page: settledPage, forms: settledForms } = await checkoutPage(api, placed.url)
    expect(settledPage.body).toContain('This order is paid.')
    expect(settledForms.size).toBe(0)
  })

  it('Cancel sends the buyer back to pricing, grants nothing, and a later Pay is refused with 409', async () => {
    const placed = (await order('carl', { plan: 'YEARLY_PRO' })).json()
    const { forms } = await checkoutPage(api, placed.url)
    const cancelled = await submitForm(api, forms.get('Cancel') ?? {})
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe(`${PUBLIC_URL}/pricing?order=${placed.orderId}&status=cancelled`)
    const late = await submitForm(api, forms.get('Pay ¥3200.00') ?? {})
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'ORDER_CLOSED' })
    expect((await subscription('carl')).current).toMatchObject({ planType: 'FREE' })
  })

  it('a tampered form changes nothing: amount, order or outcome edited, signature edited or dropped', async () => {
    const placed = (await order('tamara', { plan: 'MONTHLY_BASIC' })).json()
    const { forms } = await checkoutPage(api, placed.url)
    const pay = forms.get('Pay ¥280.00') ?? {}
    const other = (await order('tamara', { plan: 'YEARLY_PRO' })).json()
    const { signature: _, ...unsigned } = pay
    for (const fields of [
      { ...pay, amount: '0.01' },
      { ...pay, orderId: other.orderId },
      { ...forms.get('Cancel'), status: 'PAID' },
      // One hex digit changed (to another digit: the signature may already end in 0).
      { ...pay, signature: `${pay.signature?.slice(0, -1)}${pay.signature?.endsWith('0') ? '1' : '0'}` },
      unsigned,
    ]) {
      const response = await submitForm(api, fields as Record<string, string>)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' })
    }
    expect((await subscription('tamara')).current).toMatchObject({ planType: 'FREE' })
    expect((await checkoutPage(api, placed.url)).forms.size).toBe(2)
  })

  it('answers an unknown order with 404, as a page and as a notification', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const page = await api.call('GET', `/api/payment/sandbox/checkout/${missing}`)
    expect(page.statusCode).toBe(404)
    expect(page.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' })
    const response = await notify(fieldsFor(missing, 'PAID', '1.00'))
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' })
  })
})

describe('POST /api/payment/notify as a provider sends it (JSON, signature in a header)', () => {
  it('settles the order and answers { ok, status }; a validly signed wrong amount is refused', async () => {
    const placed = (await order('jason', { plan: 'PACKET_PHONE_PRO' })).json()
    const wrong = await notify(fieldsFor(placed.orderId, 'PAID', '199.99'))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' })
    expect((await subscription('jason')).credits.phone).toBe(0)
    const paid = await notify(fieldsFor(placed.orderId, 'PAID', '200.00'))
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toEqual({ ok: true, status: 'PAID' })
    const late = await notify(fieldsFor(placed.orderId, 'CANCELLED', '200.00'))
    expect(late.json()).toEqual({ ok: true, status: 'PAID' })
    expect((await subscription('jason')).credits.phone).toBe(200)
  })

  it('refuses a missing or foreign signature, and a malformed notification', async () => {
    const placed = (await order('jason', { plan: 'PACKET_PHONE_PRO' })).json()
    const fields = fieldsFor(placed.orderId, 'PAID', '200.00')
    const unsigned = await api.call('POST', '/api/payment/notify', { body: fields })
    expect(unsigned.json()).toMatchObject({ statusCode: 400, code: 'INVALID_SIGNATURE' })
    const foreign = await notify(fields, signNotification('someone-elses-secret', fields))
    expect(foreign.json()).toMatchObject({ code: 'INVALID_SIGNATURE' })
    const malformed = await notify({ ...fields, status: 'REFUNDED' })
    expect(malformed.json()).toMatchObject({ code: 'INVALID_REQUEST' })
  })
})

describe('GET /api/payment/subscription', () => {
  it('a new user has the FREE plan as current, with 10 free credits', async () => {
    const response = await api.call('GET', '/api/payment/subscription', { as: { user: 'newbie' } })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      current: {
        id: expect.any(String),
        planType: 'FREE',
        status: 'ACTIVE',
        startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expiryDate: null,
        price: 0,
        amount: 0,
        grants: [{ kind: 'free', total: 10, used: 0 }],
      },
      stacked: [],
      history: [],
      credits: { free: 10, email: 0, phone: 0, search: 0 },
      creditDetails: {
        lead: { total: 0, used: 0, left: 0 },
        email: { total: 0, used: 0, left: 0 },
        phone: { total: 0, used: 0, left: 0 },
        search: { total: 0, used: 0, left: 0 },
        free: { total: 10, used: 0, left: 10 },
      },
      features: { csvExport: false },
    })
  })

  it('a newer plan replaces the running one, which moves to history as CANCELLED', async () => {
    for (const plan of ['MONTHLY_BASIC', 'YEARLY_BASIC']) {
      const placed = (await order('switcher', { plan })).json()
      await notify(fieldsFor(placed.orderId, 'PAID', plan === 'MONTHLY_BASIC' ? '280.00' : '2600.00'))
    }
    const body = await subscription('switcher')
    expect(body.current).toMatchObject({ planType: 'YEARLY_BASIC', status: 'ACTIVE' })
    expect(body.history).toEqual([
      expect.objectContaining({ planType: 'MONTHLY_BASIC', status: 'CANCELLED' }),
    ])
    expect(body.credits).toEqual({ free: 10, email: 1000, phone: 1000, search: 800 })
    expect(body.creditDetails.lead).toEqual({ total: 1000, used: 0, left: 1000 })
  })

  it('needs a signed-in user', async () => {
    expect((await api.call('GET', '/api/payment/subscription')).statusCode).toBe(401)
  })
})

describe('POST /api/payment/subscription/cancel', () => {
  const cancel = (user: string, subscriptionId: unknown) =>
    api.call('POST', '/api/payment/subscription/cancel', { as: { user }, body: { subscriptionId } })

  it('cancels a running plan, which stays current and usable until its expiry; twice is 409', async () => {
    const placed = (await order('quitter', { plan: 'MONTHLY_PRO' })).json()
    await notify(fieldsFor(placed.orderId, 'PAID', '350.00'))
    const { current } = await subscription('quitter')
    const response = await cancel('quitter', current.id)
    expect(response.statusCode).toBe(200)
    expect(response.json().current).toMatchObject({
      id: current.id,
      status: 'CANCELLED',
      expiryDate: current.expiryDate,
    })
    expect(response.json().credits.search).toBe(80)
    const again = await cancel('quitter', current.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'NOT_CANCELLABLE' })
  })

  it('refuses the FREE trial with 409, and another user’s subscription or an unknown id with 404', async () => {
    const { current: free } = await subscription('keeper')
    expect((await cancel('keeper', free.id)).json()).toMatchObject({
      statusCode: 409,
      code: 'NOT_CANCELLABLE',
    })
    const { current: theirs } = await subscription('other-user')
    for (const id of [theirs.id, 'no-such-subscription']) {
      const response = await cancel('keeper', id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' })
    }
    expect((await subscription('other-user')).current.status).toBe('ACTIVE')
  })

  it('refuses a missing id with 400 and an anonymous caller with 401', async () => {
    expect((await cancel('keeper', undefined)).statusCode).toBe(400)
    const anonymous = await api.call('POST', '/api/payment/subscription/cancel', {
      body: { subscriptionId: 'x' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('the API document', () => {
  it('lists the payment calls; notify and the checkout page are public', async () => {
    const { paths } = (await api.call('GET', '/api/openapi.json')).json()
    expect(paths['/api/payment/order'].post.security).toEqual([{ bearer: [] }])
    expect(paths['/api/payment/notify'].post.security, 'public: an empty requirement').toEqual([])
    expect(paths['/api/payment/sandbox/checkout/{orderId}'].get.responses['200'].content).toHaveProperty(
      'text/html',
    )
    expect(paths['/api/payment/subscription/cancel'].post.responses['409']).toBeDefined()
  })
})

describe.skipIf(process.env.DATABASE_URL === undefined)('on PostgreSQL', () => {
  it('20 copies of a Pay notification arriving at once grant the plan once', async () => {
    const pg = await startApi({ PUBLIC_URL, PAYMENT_SECRET: SECRET }, { postgres: true })
    try {
      const placed = (
        await pg.call('POST', '/api/payment/order', { as: { user: 'crowd' }, body: { plan: 'YEARLY_PRO' } })
      ).json()
      const fields = fieldsFor(placed.orderId, 'PAID', '3200.00')
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          pg.call('POST', '/api/payment/notify', {
            body: fields,
            headers: { 'x-payment-signature': signNotification(SECRET, fields) },
          }),
        ),
      )
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200))
      const body = (await pg.call('GET', '/api/payment/subscription', { as: { user: 'crowd' } })).json()
      expect(body.current).toMatchObject({ planType: 'YEARLY_PRO' })
      expect(body.credits).toEqual({ free: 10, email: 1000, phone: 1000, search: 800 })
    } finally {
      await pg.close()
    }
  }, 60_000)
})
