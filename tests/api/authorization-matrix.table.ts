// The authorization matrix: for every route of the API, the status each kind of caller gets. Keyed by
// `METHOD path` exactly as the route table declares it; the test fails while a route has no row (or a
// row names a route that is gone), so a new route is decided here the day it is added.
import { OptOutTokens } from '../../src/composition/server/opt-out.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import type { ApiKeyScope } from '../../src/domain/api-keys/api-key.ts'
import type { ApiHarness } from '../support/api-harness.ts'
import { multipartBody } from '../support/multipart-body.ts'
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
/** A fresh live API key of `owner`, made through the API as they would. */
const ownKey = async (api: ApiHarness, seed: Seeder, owner: Subject) => {
  await seed.user(owner)
  const token = await api.token(owner.user, { roles: owner.admin ? ['admin'] : [] })
  const made = await api.call('POST', '/api/keys', {
    as: { token },
    body: { name: 'matrix', scopes: ['read'] },
  })
  if (made.statusCode !== 201) throw new Error(`seeding a key: ${made.statusCode} ${made.body}`)
  return (made.json() as { key: { id: string } }).key.id
}
/** A fresh webhook endpoint of `owner` (a private address: deliveries are refused before any connection). */
const ownWebhook = async (api: ApiHarness, seed: Seeder, owner: Subject) => {
  await seed.user(owner)
  const token = await api.token(owner.user, { roles: owner.admin ? ['admin'] : [] })
  const made = await api.call('POST', '/api/webhooks', {
    as: { token },
    // An event no cell causes (the matrix runs no enrichment worker): a credits.low from one cell's reveal
    // would be queued in the background and land during another cell.
    body: { url: 'https://10.255.255.1/matrix', events: ['enrichment.job.finished'] },
  })
  if (made.statusCode !== 201) throw new Error(`seeding a webhook: ${made.statusCode} ${made.body}`)
  return (made.json() as { endpoint: { id: string } }).endpoint.id
}
/** A person with an email the owner has revealed (through the API, on their free trial). */
const heldContact = async (api: ApiHarness, owner: Subject, world: World) => {
  const source = await api.container.getAsync(T.ContactSource)
  const company = await source.findCompany({ domain: world.domain })
  const members =
    company === undefined ? [] : (await source.members(company.id, 'decisionMakers', 0, 50)).people
  const person = members.find((p) => p.emails.length > 0) ?? { profileId: world.profileId }
  const revealed = await api.call('GET', `/api/contact/profile/${id(person.profileId)}`, {
    as: owner,
    query: { reveal: 'true' },
  })
  if (revealed.statusCode !== 200)
    throw new Error(`seeding a contact: ${revealed.statusCode} ${revealed.body}`)
  return person.profileId
}
/** A list of the owner's, made through the API as the owner. */
const ownList = async (api: ApiHarness, owner: Subject) => {
  const made = await api.call('POST', '/api/contact-lists', {
    as: owner,
    body: { name: `Matrix ${newCode()}` },
  })
  if (made.statusCode !== 201) throw new Error(`seeding a list: ${made.statusCode} ${made.body}`)
  return String(made.json().id)
}
// Every optional field given: the fuzzer starts from these calls and breaks one field at a time.
const invitationBody = () => ({
  distributorName: 'Matrix Resellers',
  discountAmount: 5,
  inviteCode: newCode(),
  distributorEmail: 'sales@resellers.example',
  remark: 'Met at the fair',
})

/** A two-column CSV of one demo person, as an upload's body. */
const enrichmentUpload = (world: World) => {
  const { body, contentType } = multipartBody({
    name: 'matrix.csv',
    type: 'text/csv',
    bytes: new TextEncoder().encode(`link,email\nhttps://www.linkedin.com/in/${world.profileId},\n`),
  })
  return { body, headers: { 'content-type': contentType } }
}
/** The owner's enrichment job (a Pro plan seeded first), left as a draft, running, or cancelled. */
const enrichmentJob = async (
  { api, seed, owner, world }: CellContext,
  state: 'draft' | 'running' | 'cancelled' = 'draft',
) => {
  await seed.proPlan(owner)
  const authorization = `Bearer ${await api.token(owner.user, { roles: owner.admin ? ['admin'] : [] })}`
  const upload = enrichmentUpload(world)
  const answer = await api.app.inject({
    method: 'POST',
    url: '/api/enrichment/jobs',
    payload: upload.body,
    headers: { ...upload.headers, authorization },
  })
  if (answer.statusCode !== 201)
    throw new Error(`seeding an enrichment job: ${answer.statusCode} ${answer.body}`)
  const jobId = answer.json().id as string
  for (const step of state === 'draft' ? [] : state === 'running' ? ['start'] : ['start', 'cancel'])
    await api.app.inject({
      method: 'POST',
      url: `/api/enrichment/jobs/${id(jobId)}/${step}`,
      payload: {},
      headers: { authorization },
    })
  return jobId
}

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
  // Payments after the sale: a buyer's own receipts (another's order is not found), an admin's refunds.
  'GET /api/payment/orders': row(               [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/payment/orders')),
  'GET /api/payment/orders/:orderId/receipt': row([401, 401, 401, 401, 200, 404, 200], async ({ api, seed, owner }) => {
    const { orderId, paid } = await seed.order(owner)
    await api.call('POST', '/api/payment/notify', { body: paid })
    return at(`/api/payment/orders/${id(orderId)}/receipt`)
  }),
  'GET /api/admin/orders': row(                 [401, 401, 401, 401, 403, NO_ID, 200], () =>
    at('/api/admin/orders', { query: { page: '1', status: 'PAID' } }),
  ),
  'POST /api/admin/orders/:orderId/refund': row([401, 401, 401, 401, 403, 403, 200], async ({ api, seed, owner }) => {
    const { orderId, paid } = await seed.order(owner)
    await api.call('POST', '/api/payment/notify', { body: paid })
    return at(`/api/admin/orders/${id(orderId)}/refund`)
  }),
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
  // The caller reports an email of a person they revealed (reserved domain: re-checked as unknown
  // without reaching anyone, so nothing is given back).
  'POST /api/email/bounce': row(                [401, 401, 401, 401, 200, NO_ID, 200], async ({ api, seed, owner }) => {
    await seed.user(owner)
    const { db } = await api.container.getAsync(T.Database)
    const held = await db.selectFrom('emails').select(['person_id', 'address']).where('status', '<>', 'invalid')
      .orderBy('id').limit(1).executeTakeFirstOrThrow()
    await api.call('GET', `/api/contact/profile/${id(held.person_id)}`, { as: owner, query: { reveal: 'true', want: 'emails' } })
    return at('/api/email/bounce', { body: { email: held.address } })
  }),
  'GET /api/contact/export': row(               [401, 401, 401, 401, 200, NO_ID, 200], async ({ seed, owner, world }) => {
    await seed.proPlan(owner)
    return at('/api/contact/export', { query: { domain: world.domain, company: world.companyName } })
  }),
  // The Contacts page: a caller's own contacts and lists; another user's list id is "not found".
  'GET /api/contacts': row(                     [401, 401, 401, 401, 200, NO_ID, 200], () =>
    at('/api/contacts', { query: { search: 'a', limit: '10' } }),
  ),
  'GET /api/contacts/export.csv': row(          [401, 401, 401, 401, 200, NO_ID, 200], () =>
    at('/api/contacts/export.csv', { query: { verdict: 'valid' } }),
  ),
  'GET /api/contacts/export.xlsx': row(         [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/contacts/export.xlsx')),
  'POST /api/contacts/reverify': row(           [401, 401, 401, 401, 202, NO_ID, 202], async ({ api, owner, world }) =>
    at('/api/contacts/reverify', { body: { linkedinIds: [await heldContact(api, owner, world)] } }),
  ),
  'GET /api/contact-lists': row(                [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/contact-lists')),
  'POST /api/contact-lists': row(               [401, 401, 401, 401, 201, NO_ID, 201], () =>
    at('/api/contact-lists', { body: { name: `List ${newCode()}` } }),
  ),
  'PATCH /api/contact-lists/:id': row(          [401, 401, 401, 401, 200, 404, 200], async ({ api, owner }) =>
    at(`/api/contact-lists/${id(await ownList(api, owner))}`, { body: { name: `Renamed ${newCode()}` } }),
  ),
  'DELETE /api/contact-lists/:id': row(         [401, 401, 401, 401, 200, 404, 200], async ({ api, owner }) =>
    at(`/api/contact-lists/${id(await ownList(api, owner))}`),
  ),
  'POST /api/contact-lists/:id/members': row(   [401, 401, 401, 401, 200, 404, 200], async ({ api, owner, world }) => {
    const person = await heldContact(api, owner, world)
    return at(`/api/contact-lists/${id(await ownList(api, owner))}/members`, { body: { linkedinIds: [person] } })
  }),
  'POST /api/contact-lists/:id/members/remove': row([401, 401, 401, 401, 200, 404, 200], async ({ api, owner, world }) => {
    const person = await heldContact(api, owner, world)
    const list = await ownList(api, owner)
    await api.call('POST', `/api/contact-lists/${id(list)}/members`, { as: owner, body: { linkedinIds: [person] } })
    return at(`/api/contact-lists/${id(list)}/members/remove`, { body: { linkedinIds: [person] } })
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

  // API keys are managed from a browser session; someone else's key is "not found" (issue 21).
  'GET /api/keys': row(                         [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/keys')),
  'POST /api/keys': row(                        [401, 401, 401, 401, 201, NO_ID, 201], () =>
    at('/api/keys', { body: { name: 'Matrix key', scopes: ['read', 'reveal'] } }),
  ),
  'DELETE /api/keys/:id': row(                  [401, 401, 401, 401, 200, 404, 200], async ({ api, seed, owner }) =>
    at(`/api/keys/${id(await ownKey(api, seed, owner))}`),
  ),
  'GET /api/webhooks': row(                     [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/webhooks')),
  'POST /api/webhooks': row(                    [401, 401, 401, 401, 201, NO_ID, 201], () =>
    at('/api/webhooks', { body: { url: 'https://10.255.255.1/hook', events: ['credits.low', 'email.reverified'] } }),
  ),
  'DELETE /api/webhooks/:id': row(              [401, 401, 401, 401, 200, 404, 200], async ({ api, seed, owner }) =>
    at(`/api/webhooks/${id(await ownWebhook(api, seed, owner))}`),
  ),
  'POST /api/webhooks/:id/test': row(           [401, 401, 401, 401, 202, 404, 202], async ({ api, seed, owner }) =>
    at(`/api/webhooks/${id(await ownWebhook(api, seed, owner))}/test`),
  ),
  'POST /api/webhooks/:id/rotate-secret': row(  [401, 401, 401, 401, 200, 404, 200], async ({ api, seed, owner }) =>
    at(`/api/webhooks/${id(await ownWebhook(api, seed, owner))}/rotate-secret`, { body: { overlapHours: 1 } }),
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
  // An enterprise (CUSTOM plan) user's own API rate limit: the owner gets a CUSTOM grant first.
  'PUT /api/admin/users/:id/api-rate-limit': row([401, 401, 401, 401, 403, 403, 200], async ({ seed, owner }) => {
    await seed.subscription(owner)
    return at(`/api/admin/users/${id(owner.user)}/api-rate-limit`, { body: { perMinute: 3000 } })
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
  'POST /api/enrichment/jobs': row(             [401, 401, 401, 401, 201, NO_ID, 201], async ({ seed, owner, world }) => {
    await seed.proPlan(owner)
    return at('/api/enrichment/jobs', enrichmentUpload(world))
  }),
  'GET /api/enrichment/jobs': row(              [401, 401, 401, 401, 200, NO_ID, 200], () => at('/api/enrichment/jobs')),
  'GET /api/enrichment/jobs/:id': row(          [401, 401, 401, 401, 200, 404, 200], async (c) =>
    at(`/api/enrichment/jobs/${id(await enrichmentJob(c))}`),
  ),
  // Quoting saves the chosen mapping on the draft (a reload keeps it).
  'POST /api/enrichment/jobs/:id/quote': row(   [401, 401, 401, 401, 200, 404, 200], async (c) =>
    at(`/api/enrichment/jobs/${id(await enrichmentJob(c))}/quote`, { body: { mapping: { email: 1 } } }),
  ),
  'POST /api/enrichment/jobs/:id/start': row(   [401, 401, 401, 401, 200, 404, 200], async (c) =>
    at(`/api/enrichment/jobs/${id(await enrichmentJob(c))}/start`, { body: {} }),
  ),
  'POST /api/enrichment/jobs/:id/cancel': row(  [401, 401, 401, 401, 200, 404, 200], async (c) =>
    at(`/api/enrichment/jobs/${id(await enrichmentJob(c, 'running'))}/cancel`),
  ),
  'POST /api/enrichment/jobs/:id/resume': row(  [401, 401, 401, 401, 200, 404, 200], async (c) =>
    at(`/api/enrichment/jobs/${id(await enrichmentJob(c, 'cancelled'))}/resume`),
  ),
  'POST /api/enrichment/jobs/:id/add-to-list': row([401, 401, 401, 401, 200, 404, 200], async (c) =>
    at(`/api/enrichment/jobs/${id(await enrichmentJob(c, 'cancelled'))}/add-to-list`, {
      body: { newListName: `Found ${newCode()}` },
    }),
  ),
  'GET /api/enrichment/jobs/:id/result': row(   [401, 401, 401, 401, 200, 404, 200], async (c) =>
    at(`/api/enrichment/jobs/${id(await enrichmentJob(c))}/result`),
  ),
  'GET /api/invitation/usage-history': row(     [401, 401, 401, 401, 403, 403, 200], async ({ seed }) =>
    at('/api/invitation/usage-history', { query: { invitationId: (await seed.invitation()).id } }),
  ),
}

// API keys as callers (issue 21). A key acts as its user within its scopes, so its column is derived
// from the user's (or the admin's) column and the scope the call needs (the contract's `keyScope`):
// where the key reaches the call it gets what its user gets, elsewhere 403; a revoked key, 401.
export const KEY_CALLERS = ['revokedKey', 'readKey', 'writeKey', 'fullKey', 'adminsKey', 'adminKey'] as const
export type KeyCallerKind = (typeof KEY_CALLERS)[number]

export const KEY_CALLER_SCOPES: Readonly<
  Record<KeyCallerKind, { readonly admin: boolean; readonly scopes: readonly ApiKeyScope[] }>
> = {
  revokedKey: { admin: true, scopes: ['read', 'write', 'reveal', 'enrich', 'admin'] },
  // Reads only: lists, exports and searches, never a change to the contacts' lists.
  readKey: { admin: false, scopes: ['read'] },
  // Changes without reads: the list writes and re-verification, nothing that lists or exports.
  writeKey: { admin: false, scopes: ['write'] },
  fullKey: { admin: false, scopes: ['read', 'write', 'reveal', 'enrich'] },
  // An administrator's key without the admin scope never reaches admin calls.
  adminsKey: { admin: true, scopes: ['read', 'write', 'reveal', 'enrich'] },
  adminKey: { admin: true, scopes: ['read', 'write', 'reveal', 'enrich', 'admin'] },
}

/** The status a key caller gets on a row whose call needs `needed` (null: no key may make it). */
export const keyExpectation = (
  row: MatrixRow,
  kind: KeyCallerKind,
  needed: ApiKeyScope | null,
  isPublic: boolean,
): Expected => {
  const { admin, scopes } = KEY_CALLER_SCOPES[kind]
  const asUser = admin ? row.expect.admin : row.expect.user
  if (kind === 'revokedKey') return row.expect.anonymous
  if (isPublic) return asUser
  if (needed === null || !scopes.includes(needed)) return 403
  return asUser
}
