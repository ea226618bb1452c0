// The authorization matrix: for every route of the API, the status each kind of caller gets. Keyed by
// `METHOD path` exactly as the route table declares it; the test fails while a route has no row (or a
// row names a route that is gone), so a new route is decided here the day it is added.
import { OptOutTokens } from '../../src/composition/server/opt-out.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import type { ApiHarness } from '../support/api-harness.ts'
import type { Seeder, Subject, World } from '../support/seeded-api.ts'

export const CALLERS = [
  'anonymous', // no Authorization header
  'expired', // signed by the issuer, claims admin, expired an hour ago
  'forged', // claims admin, signed by a key the issuer does not publish
  'wrongAudience', // claims admin, signed by the issuer for another API
  'user', // a signed-in user naming their own objects
  'otherUser', // a signed-in user naming another user's objects (routes that take an id)
  'admin', // an administrator (naming their own objects where objects are per user)
] as const
export type CallerKind = (typeof CALLERS)[number]

/** No id in this route's input: there is no one else's object to name. */
export const NO_ID = '-'
export type Expected = number | typeof NO_ID

/** What a cell needs to build a request that reaches the route's access and object checks. */
export type CellContext = {
  readonly api: ApiHarness
  readonly world: World
  readonly seed: Seeder
  /** Whose objects the request names: the caller itself, or for otherUser and bad tokens, a victim. */
  readonly owner: Subject
}

export type CellRequest = {
  readonly url: string
  readonly query?: Record<string, string>
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

export type MatrixRow = {
  readonly expect: Readonly<Record<CallerKind, Expected>>
  readonly request: (context: CellContext) => Promise<CellRequest>
}

const row = (
  statuses: readonly [number, number, number, number, number, Expected, number],
  request: MatrixRow['request'],
): MatrixRow => ({
  expect: Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]])) as MatrixRow['expect'],
  request,
})

const at = (url: string, more: Omit<CellRequest, 'url'> = {}) => Promise.resolve({ url, ...more })
const id = (value: string) => encodeURIComponent(value)
const newCode = () => `AUTHZ-${Math.random().toString(36).slice(2, 10).toUpperCase()}`
// Opt-outs name a profile no one holds (they wait for review), so they erase nothing another cell reads.
const optOutBody = () => {
  const n = Math.random().toString(36).slice(2, 10)
  return {
    profileLink: `https://www.linkedin.com/in/authz-nobody-${n}`,
    email: `authz-${n}@nobody.example`,
    relationship: 'It is me',
  }
}
/**
 * A fresh confirmation token: an opt-out requested for a demo person with an address (the link goes to
 * that address; issue 24), read from the outbox. Never the world's person, whom other cells reveal.
 */
const optOutToken = async (api: ApiHarness, world: World) => {
  const source = await api.container.getAsync(T.ContactSource)
  const outbox = await api.container.getAsync(T.MailOutbox)
  for (const company of await source.searchCompanies({ companyName: 'a' }, 10))
    for (const person of (await source.members(company.id, 'others', 0, 100)).people) {
      const address = person.emails[0]?.address.toLowerCase()
      if (address === undefined || person.profileId === world.profileId) continue
      const { messages } = await outbox.page(0, 100)
      if (messages.some((m) => m.to === address)) continue
      const body = { ...optOutBody(), profileLink: `https://www.linkedin.com/in/${person.profileId}` }
      const asked = await api.call('POST', '/api/opt-out', { body })
      if (asked.statusCode !== 202) throw new Error(`seeding an opt-out: ${asked.statusCode} ${asked.body}`)
      const sent = (await outbox.page(0, 20)).messages.find((m) => m.to === address)
      const token = /#token=([\w-]+)/.exec(sent?.text ?? '')?.[1]
      if (token === undefined) throw new Error('seeding an opt-out: no link in the outbox')
      return token
    }
  throw new Error('seeding an opt-out: no demo person with an address left')
}
/** A pending removal review (the data holds no address for its profile). */
const optOutReview = async (api: ApiHarness) => {
  const asked = await api.call('POST', '/api/opt-out', { body: optOutBody() })
  if (asked.statusCode !== 202) throw new Error(`seeding a review: ${asked.statusCode} ${asked.body}`)
  const { reviews } = await (await api.container.getAsync(OptOutTokens.OptOutReviews)).pending(0, 1000)
  const newest = reviews.at(-1)
  if (newest === undefined) throw new Error('seeding a review: none pending')
  return newest.id
}
// Every optional field given: the fuzzer starts from these calls and breaks one field at a time.
const invitationBody = () => ({
  distributorName: 'Matrix Resellers',
  discountAmount: 5,
  inviteCode: newCode(),
  distributorEmail: 'sales@resellers.example',
  remark: 'Met at the fair',
})

// A bad token on a public route is ignored, not refused: the call is anonymous, so it gets what
// anonymous gets. The sandbox checkout page and the payment notification are public by design: the
// unguessable order id, and the HMAC signature, are the authority there, not the caller.
// biome-ignore format: a matrix reads best with its columns aligned
export const MATRIX: Readonly<Record<string, MatrixRow>> = {
  // Columns, in CALLERS order:                  anon expd forg aud  user other  admin
  'GET /api/client-config': row(                [200, 200, 200, 200, 200, NO_ID, 200], () => at('/api/client-config')),
  'GET /api/site-config': row(                  [200, 200, 200, 200, 200, NO_ID, 200], () => at('/api/site-config')),
  'GET /api/stats': row(                        [200, 200, 200, 200, 200, NO_ID, 200], () => at('/api/stats')),
  'GET /api/extension/download': row(           [200, 200, 200, 200, 200, NO_ID, 200], () => at('/api/extension/download')),
  'GET /api/payment/sandbox/checkout/:orderId': row([200, 200, 200, 200, 200, 200, 200], async ({ seed, owner }) =>
    at(`/api/payment/sandbox/checkout/${id((await seed.order(owner)).orderId)}`),
  ),
  'POST /api/payment/notify': row(              [200, 200, 200, 200, 200, 200, 200], async ({ seed, owner }) =>
    at('/api/payment/notify', { body: (await seed.order(owner)).paid }),
  ),
  // Anyone may ask to be removed (the mailed link is the authority), and confirm with the link's token.
  'POST /api/opt-out': row(                     [202, 202, 202, 202, 202, NO_ID, 202], () =>
    at('/api/opt-out', { body: optOutBody() }),
  ),
  'POST /api/opt-out/confirm': row(             [200, 200, 200, 200, 200, NO_ID, 200], async ({ api, world }) =>
    at('/api/opt-out/confirm', { body: { token: await optOutToken(api, world) } }),
  ),

  'GET /api/user/info': row(                    [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/user/info')),
  'POST /api/user/collection': row(             [401, 401, 401, 401, 200, NO_ID, 200], () =>
    at('/api/user/collection', { body: { skip: true } }),
  ),
  // The harness signs in with an external issuer, which keeps the accounts: the calls say so (409).
  'PUT /api/account/email': row(                [401, 401, 401, 401, 409, NO_ID, 409], () =>
    at('/api/account/email', { body: { email: 'me@home.example' } }),
  ),
  'PUT /api/account/password': row(             [401, 401, 401, 401, 409, NO_ID, 409], () =>
    at('/api/account/password', { body: { currentPassword: 'old password', newPassword: 'new password' } }),
  ),
  'GET /api/contact/profile/:linkedinId': row(  [401, 401, 401, 401, 200, NO_ID, 200], ({ world }) =>
    at(`/api/contact/profile/${id(world.profileId)}`, { query: { reveal: 'true', want: 'all' } }),
  ),
  'GET /api/contact/search/company': row(       [401, 401, 401, 401, 200, NO_ID, 200], ({ world }) =>
    at('/api/contact/search/company', { query: { companyName: world.companyName.slice(0, 3) } }),
  ),
  'GET /api/contact/company/members': row(      [401, 401, 401, 401, 200, NO_ID, 200], ({ world }) =>
    at('/api/contact/company/members', { query: { domain: world.domain, page: '1' } }),
  ),
  'GET /api/contact/history': row(              [401, 401, 401, 401, 200, NO_ID, 200], () =>
    at('/api/contact/history', { query: { page: '1' } }),
  ),
  // The contact engine on reserved names only: answers come without reaching any mail server.
  'GET /api/email/find': row(                   [401, 401, 401, 401, 200, NO_ID, 200], () =>
    at('/api/email/find', { query: { firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.example' } }),
  ),
  'POST /api/email/verify': row(                [401, 401, 401, 401, 200, NO_ID, 200], () =>
    // A malformed address is invalid without asking anyone, and a definite answer is charged (a write).
    at('/api/email/verify', { body: { addresses: ['not an address'] } }),
  ),
  'GET /api/contact/export': row(               [401, 401, 401, 401, 200, NO_ID, 200], async ({ seed, owner, world }) => {
    await seed.proPlan(owner)
    return at('/api/contact/export', { query: { domain: world.domain, company: world.companyName } })
  }),
  'GET /api/invitation/validate': row(          [401, 401, 401, 401, 200, NO_ID, 200], async ({ seed }) =>
    at('/api/invitation/validate', { query: { code: (await seed.invitation()).code } }),
  ),
  'POST /api/payment/order': row(               [401, 401, 401, 401, 200, NO_ID, 200], () =>
    at('/api/payment/order', { body: { plan: 'PACKET_EMAIL_BASIC', inviteCode: null } }),
  ),
  'GET /api/payment/subscription': row(         [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/payment/subscription')),
  'GET /api/payment/credit-log': row(           [401, 401, 401, 401, 200, NO_ID, 200], () =>
    at('/api/payment/credit-log', { query: { page: '1' } }),
  ),
  // Someone else's subscription is "not found": an id reveals nothing, and cancels nothing.
  'POST /api/payment/subscription/cancel': row( [401, 401, 401, 401, 200, 404, 200], async ({ seed, owner }) =>
    at('/api/payment/subscription/cancel', { body: { subscriptionId: await seed.subscription(owner) } }),
  ),

  'GET /api/admin/outbox': row(                 [401, 401, 401, 401, 403, NO_ID, 200], () =>
    at('/api/admin/outbox', { query: { page: '1' } }),
  ),
  'GET /api/admin/opt-out-reviews': row(        [401, 401, 401, 401, 403, NO_ID, 200], () =>
    at('/api/admin/opt-out-reviews', { query: { page: '1' } }),
  ),
  'POST /api/admin/opt-out-reviews/:id': row(   [401, 401, 401, 401, 403, NO_ID, 200], async ({ api }) =>
    at(`/api/admin/opt-out-reviews/${id(await optOutReview(api))}`, { body: { decision: 'reject' } }),
  ),
  'GET /api/admin/users': row(                  [401, 401, 401, 401, 403, NO_ID, 200], () =>
    at('/api/admin/users', { query: { page: '1' } }),
  ),
  'POST /api/admin/users/:id/credits': row(     [401, 401, 401, 401, 403, 403, 201], async ({ seed, owner }) => {
    await seed.user(owner)
    return at(`/api/admin/users/${id(owner.user)}/credits`, { body: { grants: [{ kind: 'lead', quantity: 3 }], days: 30, price: 9.5 } })
  }),
  'GET /api/admin/audit': row(                  [401, 401, 401, 401, 403, NO_ID, 200], () =>
    at('/api/admin/audit', { query: { page: '1' } }),
  ),
  'GET /api/invitation': row(                   [401, 401, 401, 401, 403, NO_ID, 200], () => at('/api/invitation')),
  'POST /api/invitation': row(                  [401, 401, 401, 401, 403, NO_ID, 201], () =>
    at('/api/invitation', { body: invitationBody() }),
  ),
  'PUT /api/invitation/:id': row(               [401, 401, 401, 401, 403, 403, 200], async ({ seed }) =>
    at(`/api/invitation/${id((await seed.invitation()).id)}`, { body: invitationBody() }),
  ),
  'DELETE /api/invitation/:id': row(            [401, 401, 401, 401, 403, 403, 200], async ({ seed }) =>
    at(`/api/invitation/${id((await seed.invitation()).id)}`),
  ),
  'PATCH /api/invitation/:id/status': row(      [401, 401, 401, 401, 403, 403, 200], async ({ seed }) =>
    at(`/api/invitation/${id((await seed.invitation()).id)}/status`, { body: { status: 'INACTIVE' } }),
  ),
  'GET /api/invitation/usage-history': row(     [401, 401, 401, 401, 403, 403, 200], async ({ seed }) =>
    at('/api/invitation/usage-history', { query: { invitationId: (await seed.invitation()).id } }),
  ),
}
