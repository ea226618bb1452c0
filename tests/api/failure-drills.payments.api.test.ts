// Failure drill: payment notifications that are forged, replayed, late or out of order (issue 9, §4).
// tests/api/payment.api.test.ts already shows the basic refusals (a tampered form, a missing or foreign
// signature, one late Pay after Cancel, one late Cancel after Pay, a double-clicked Pay) and
// tests/contract/billing.exactly-once.ts the replays at the repository; these drills add what an
// integrator cannot see from those: the whole billing state unchanged, provider retries with fresh
// nonces after credits were spent, several orders settling out of order, and (on PostgreSQL) orders
// racing each other and a notification that arrives before its order is visible.
import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type NotificationFields,
  signNotification,
} from '../../src/adapters/server/payments/notification-signature.ts'
import type { Database } from '../../src/adapters/server/persistence/database-schema.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { peopleWorthRevealing } from '../support/ledger-audit.ts'

const SECRET = 'payment-secret-for-the-failure-drills'
const databaseUrl = process.env.DATABASE_URL
const BACKENDS = [
  { name: 'PGlite', postgres: false },
  ...(databaseUrl === undefined ? [] : [{ name: 'PostgreSQL', postgres: true }]),
]

type Placed = { readonly orderId: string; readonly finalAmount: number }

/** A notification as the provider sends it: fresh nonce and timestamp each time, like a real retry. */
const fieldsFor = (placed: Placed, status: 'PAID' | 'CANCELLED'): NotificationFields => ({
  orderId: placed.orderId,
  status,
  amount: placed.finalAmount.toFixed(2),
  timestamp: new Date().toISOString(),
  nonce: `drill-${crypto.randomUUID()}`,
})

/** Every billing row of a user, in a stable order: what a notification may change. */
const billingState = async (db: Kysely<Database>, userId: string) => {
  const rows = (
    table: 'orders' | 'subscriptions' | 'credit_buckets' | 'credit_ledger' | 'invitation_usages',
  ) =>
    db
      .selectFrom(table)
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy(sql`to_jsonb(${sql.table(table)})::text`)
      .execute()
  return {
    orders: await rows('orders'),
    subscriptions: await rows('subscriptions'),
    buckets: await rows('credit_buckets'),
    ledger: await rows('credit_ledger'),
    usages: await rows('invitation_usages'),
  }
}

describe.each(BACKENDS)('failure drill: payment notifications on $name', ({ postgres }) => {
  let api: ApiHarness
  let db: Kysely<Database>
  beforeAll(async () => {
    api = await startApi(
      { PAYMENT_SECRET: SECRET, DEMO_COMPANIES: '3', RATE_LIMIT_PER_MINUTE: '0' },
      { postgres },
    )
    db = (await api.container.getAsync(T.Database)).db
  })
  afterAll(() => api?.close())

  const order = async (user: string, plan: string): Promise<Placed> => {
    const response = await api.call('POST', '/api/payment/order', { as: { user }, body: { plan } })
    expect(response.statusCode).toBe(200)
    return response.json()
  }
  const notify = (fields: NotificationFields, signature = signNotification(SECRET, fields)) =>
    api.call('POST', '/api/payment/notify', { body: fields, headers: { 'x-payment-signature': signature } })
  const subscription = async (user: string) =>
    (await api.call('GET', '/api/payment/subscription', { as: { user } })).json()

  it('a bad signature is refused, changes nothing anywhere, and leaves the order payable', async () => {
    const placed = await order('sigrid', 'YEARLY_PRO')
    const other = await order('sigrid', 'MONTHLY_BASIC')
    const paid = fieldsFor(placed, 'PAID')
    const before = await billingState(db, 'sigrid')
    const sign = (fields: NotificationFields) => signNotification(SECRET, fields)
    const forgeries: [string, Record<string, string>, string][] = [
      ['signed with another secret', paid, signNotification('not-the-payment-secret', paid)],
      ['a signature of another amount', paid, sign({ ...paid, amount: '0.01' })],
      ['a signature of another order', paid, sign({ ...paid, orderId: other.orderId })],
      ['a signature of the Cancel', paid, sign({ ...paid, status: 'CANCELLED' })],
      ['a signature of another nonce', paid, sign({ ...paid, nonce: 'drill-another-nonce' })],
      ['a truncated signature', paid, sign(paid).slice(0, 63)],
      ['an empty signature', paid, ''],
      [
        'a wrong signature in the body beside a right header',
        { ...paid, signature: '0'.repeat(64) },
        sign(paid),
      ],
    ]
    for (const [what, body, signature] of forgeries) {
      const response = await api.call('POST', '/api/payment/notify', {
        body,
        headers: { 'x-payment-signature': signature },
      })
      expect([what, response.statusCode, response.json()]).toEqual([
        what,
        400,
        expect.objectContaining({ code: 'INVALID_SIGNATURE' }),
      ])
    }
    expect(await billingState(db, 'sigrid')).toEqual(before)

    expect((await notify(paid)).json()).toEqual({ ok: true, status: 'PAID' })
    expect((await subscription('sigrid')).current).toMatchObject({ planType: 'YEARLY_PRO' })
  })

  it('provider retries with fresh nonces, after credits were spent, settle once and give nothing back', async () => {
    const placed = await order('rita', 'MONTHLY_PRO')
    const first = fieldsFor(placed, 'PAID')
    expect((await notify(first)).json()).toEqual({ ok: true, status: 'PAID' })
    const [person] = await peopleWorthRevealing(db, 1)
    const reveal = await api.call('GET', `/api/contact/profile/${person}`, {
      as: { user: 'rita' },
      query: { reveal: 'true' },
    })
    expect(reveal.json().charged).toMatchObject({ credits: 1 })
    const spent = await billingState(db, 'rita')

    const sequential = []
    for (const fields of [first, first, fieldsFor(placed, 'PAID'), fieldsFor(placed, 'PAID')])
      sequential.push((await notify(fields)).json())
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => notify(fieldsFor(placed, 'PAID')).then((r) => r.json())),
    )
    for (const answer of [...sequential, ...concurrent]) expect(answer).toEqual({ ok: true, status: 'PAID' })
    // Same order row (the first payment's reference kept), same plan, same credits with the one spent.
    expect(await billingState(db, 'rita')).toEqual(spent)
    expect(spent.orders[0]?.provider_ref).toBe(`sandbox:${first.nonce}`)
    expect((await subscription('rita')).creditDetails.lead).toEqual({ total: 100, used: 1, left: 99 })
  })

  it('a settled order never moves again, whatever outcome arrives after it and however often', async () => {
    const cancelled = await order('otto', 'YEARLY_BASIC')
    expect((await notify(fieldsFor(cancelled, 'CANCELLED'))).json()).toEqual({
      ok: true,
      status: 'CANCELLED',
    })
    const afterCancel = await billingState(db, 'otto')
    for (let i = 0; i < 3; i++) {
      const late = await notify(fieldsFor(cancelled, 'PAID'))
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ code: 'ORDER_CLOSED' })
      expect((await notify(fieldsFor(cancelled, 'CANCELLED'))).json()).toEqual({
        ok: true,
        status: 'CANCELLED',
      })
    }
    expect(await billingState(db, 'otto')).toEqual(afterCancel)

    const paid = await order('otto', 'MONTHLY_BASIC')
    expect((await notify(fieldsFor(paid, 'PAID'))).json()).toEqual({ ok: true, status: 'PAID' })
    const afterPay = await billingState(db, 'otto')
    for (let i = 0; i < 3; i++)
      expect((await notify(fieldsFor(paid, 'CANCELLED'))).json()).toEqual({ ok: true, status: 'PAID' })
    expect(await billingState(db, 'otto')).toEqual(afterPay)
    expect((await subscription('otto')).current).toMatchObject({
      planType: 'MONTHLY_BASIC',
      status: 'ACTIVE',
    })
  })

  it('orders settled in another order than placed: each once, the plan paid last is current (docs/payments.md)', async () => {
    const older = await order('nina', 'MONTHLY_BASIC')
    const newer = await order('nina', 'YEARLY_PRO')
    const packet = await order('nina', 'PACKET_PHONE_PRO')
    const abandoned = await order('nina', 'MONTHLY_PRO')
    for (const [placed, status] of [
      [newer, 'PAID'],
      [older, 'PAID'],
      [packet, 'PAID'],
      [abandoned, 'CANCELLED'],
      [newer, 'PAID'],
    ] as const)
      expect((await notify(fieldsFor(placed, status))).statusCode).toBe(200)

    const body = await subscription('nina')
    // "A monthly/yearly plan replaces the running one": the yearly plan, paid first, went to history.
    expect(body.current).toMatchObject({ planType: 'MONTHLY_BASIC', status: 'ACTIVE' })
    expect(body.history).toEqual([expect.objectContaining({ planType: 'YEARLY_PRO', status: 'CANCELLED' })])
    expect(body.stacked.map((s: { planType: string }) => s.planType).sort()).toEqual([
      'FREE',
      'PACKET_PHONE_PRO',
    ])
    expect(body.credits).toEqual({ free: 10, email: 100, phone: 300, search: 80 })
    const state = await billingState(db, 'nina')
    expect(state.orders.map((o) => [o.plan_type, o.status]).sort()).toEqual([
      ['MONTHLY_BASIC', 'PAID'],
      ['MONTHLY_PRO', 'CANCELLED'],
      ['PACKET_PHONE_PRO', 'PAID'],
      ['YEARLY_PRO', 'PAID'],
    ])
    // One subscription per paid order (plus the FREE trial), never two for one order.
    expect(state.subscriptions).toHaveLength(4)
  })
})

describe.skipIf(databaseUrl === undefined)(
  'failure drill: payment notifications racing on PostgreSQL',
  () => {
    let api: ApiHarness
    let db: Kysely<Database>
    beforeAll(async () => {
      api = await startApi({ PAYMENT_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: '0' }, { postgres: true })
      db = (await api.container.getAsync(T.Database)).db
    })
    afterAll(() => api?.close())

    const order = async (user: string, plan: string): Promise<Placed> =>
      (await api.call('POST', '/api/payment/order', { as: { user }, body: { plan } })).json()
    const notify = (fields: NotificationFields) =>
      api.call('POST', '/api/payment/notify', {
        body: fields,
        headers: { 'x-payment-signature': signNotification(SECRET, fields) },
      })

    it('notifications for two orders of one buyer, interleaved and all at once: no deadlock, each settled once', async ({
      annotate,
    }) => {
      const yearly = await order('rosa', 'YEARLY_PRO')
      const packet = await order('rosa', 'PACKET_EMAIL_BASIC')
      const all = Array.from({ length: 24 }, (_, i) =>
        fieldsFor(i % 2 === 0 ? yearly : packet, i % 6 === 5 ? 'CANCELLED' : 'PAID'),
      )
      const answers = await Promise.all(all.map((fields) => notify(fields)))
      // A Cancel may win the race for an order; then its Pays are 409. Never a 5xx.
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode)
      const conflicts = answers.filter((a) => a.statusCode === 409).length
      await annotate(`${answers.length - conflicts} answered 200, ${conflicts} answered 409`)
      const state = await billingState(db, 'rosa')
      const paidOrders = state.orders.filter((o) => o.status === 'PAID')
      expect(state.orders.every((o) => o.status !== 'PENDING')).toBe(true)
      // The FREE trial plus one subscription per paid order, each named by its order.
      expect(state.subscriptions).toHaveLength(1 + paidOrders.length)
      for (const paid of paidOrders) {
        expect(state.subscriptions.map((s) => s.id)).toContain(paid.subscription_id)
        // Its credits granted once: one bucket per kind the plan grants, never two.
        const kinds = state.buckets
          .filter((b) => b.subscription_id === paid.subscription_id)
          .map((b) => b.kind)
        expect(kinds.length).toBeGreaterThan(0)
        expect(new Set(kinds).size).toBe(kinds.length)
      }
    }, 30_000)

    it('a notification for an order not yet committed is refused with 404 at once, and the retry settles it', async ({
      annotate,
    }) => {
      const template = await order('vera', 'PACKET_SEARCH_PRO')
      const hidden = crypto.randomUUID()
      // The order row inserted in a transaction still open, as a slow order placement would hold it.
      const placing = new pg.Client({ connectionString: await searchPathUrl(db) })
      await placing.connect()
      try {
        await placing.query('begin')
        await placing.query(
          `insert into orders (id, user_id, plan_type, status, original_fen, discount_fen, final_fen,
           invitation_id, created_at, closed_at, provider_ref, subscription_id)
         select $1, user_id, plan_type, status, original_fen, discount_fen, final_fen, invitation_id,
           now(), closed_at, provider_ref, subscription_id from orders where id = $2`,
          [hidden, template.orderId],
        )
        const early = fieldsFor({ orderId: hidden, finalAmount: template.finalAmount }, 'PAID')
        const started = performance.now()
        const refused = await notify(early)
        const refusedIn = performance.now() - started
        expect(refusedIn).toBeLessThan(2_000)
        await annotate(`refused in ${refusedIn.toFixed(0)} ms while the order's insert was uncommitted`)
        expect(refused.statusCode).toBe(404)
        expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' })
        await placing.query('commit')

        const retried = await notify(early)
        expect(retried.json()).toEqual({ ok: true, status: 'PAID' })
        const state = await billingState(db, 'vera')
        expect(state.orders.find((o) => o.id === hidden)).toMatchObject({ status: 'PAID' })
        expect(state.orders.find((o) => o.id === template.orderId)).toMatchObject({ status: 'PENDING' })
        expect(state.buckets.filter((b) => b.kind === 'search')).toEqual([
          expect.objectContaining({ granted: 200, used: 0 }),
        ])
      } finally {
        await placing.end()
      }
    }, 30_000)
  },
)

/** The connection string of the service's schema: the server's URL with its search_path. */
const searchPathUrl = async (db: Kysely<Database>) => {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const url = new URL(databaseUrl ?? '')
  url.searchParams.set('options', `-c search_path=${rows[0]?.schema}`)
  return url.toString()
}
