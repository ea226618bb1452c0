import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as OptOutCalls from '../../src/adapters/http-contract/opt-out.ts'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import { fixedClock } from '../../src/application/testing/fixed-clock.ts'
import { type InProcessApi, startInProcessApi } from '../../src/composition/testing/in-process-api.fixture.ts'
import { aPersonWithAnAddress, mailedToken } from '../../src/composition/testing/opt-out-world.fixture.ts'

// Removal from the data through the browser's own client over the real routes: what /opt-out and
// /admin/opt-out-reviews rely on (answers decoded, refusals typed by each call's codes). The HTTP details
// are opt-out.api.test.ts's. The service runs on a clock that moves only when told (a link works a day).
const clock = fixedClock(Date.now())
let api: InProcessApi
let admin: string
let user: string

beforeAll(async () => {
  api = await startInProcessApi({}, { clock })
  admin = await api.token('reviews-admin', { roles: ['admin'] })
  user = await api.token('reviews-user')
})
afterAll(() => api.close())

const as = (token: string | null) => contractClient(OptOutCalls, injectTransport(api.app), async () => token)
const anyone = () => as(null)

let serial = 0
const anAddress = () => `requester.${++serial}@home.example`
const NOBODY = 'https://www.linkedin.com/in/contract-nobody'
const ask = (profileLink: string, more: { email?: string; relationship?: string } = {}) =>
  anyone().requestOptOut({
    body: {
      profileLink,
      email: more.email ?? anAddress(),
      relationship: more.relationship ?? 'It is me',
      language: 'en',
    },
  })

/** A person the data holds an address for, not asked about before: their link and that address. */
const personWithAnAddress = async () => {
  const n = ++serial
  const address = `held.${n}@work.example`
  await aPersonWithAnAddress(api, `held-person-${n}`, 'Held Person', address)
  return { profileLink: `https://www.linkedin.com/in/held-person-${n}`, address }
}

describe('asking for a removal and confirming it', () => {
  it('mails the person’s own address, says it masked and until when the link works (a day)', async () => {
    const { profileLink, address } = await personWithAnAddress()
    const answer = await ask(profileLink)
    if (isCallFailure(answer) || answer.route !== 'mailed')
      throw new Error(`not mailed: ${JSON.stringify(answer)}`)
    expect(answer.sentTo.startsWith(address[0] ?? '')).toBe(true)
    expect(answer.sentTo).not.toContain(address.split('@')[0] ?? '')
    expect(Date.parse(answer.expiresAt) - clock.now()).toBe(24 * 3_600_000)
  })

  it('sends a request for someone with no address held to review', async () => {
    expect(await ask(NOBODY)).toEqual({ route: 'review' })
  })

  it('refuses a bad link, address or relationship, with their codes', async () => {
    expect(await ask('https://example.com/x')).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 400,
      code: 'OPT_OUT_PROFILE_LINK_INVALID',
    })
    expect(await ask(NOBODY, { email: 'no address' })).toMatchObject({
      status: 400,
      code: 'OPT_OUT_EMAIL_INVALID',
    })
    expect(await ask(NOBODY, { relationship: ' ' })).toMatchObject({
      status: 400,
      code: 'OPT_OUT_RELATIONSHIP_INVALID',
    })
  })

  it('confirms with the mailed token once; the same token again is refused as used', async () => {
    const { profileLink, address } = await personWithAnAddress()
    await ask(profileLink)
    const token = await mailedToken(api, address)
    expect(await anyone().confirmOptOut({ body: { token } })).toEqual({ confirmed: true })
    expect(await anyone().confirmOptOut({ body: { token } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 409,
      code: 'OPT_OUT_TOKEN_USED',
    })
  })

  it('refuses an unknown token and an expired one, each with its code', async () => {
    expect(await anyone().confirmOptOut({ body: { token: 'U'.repeat(43) } })).toMatchObject({
      status: 404,
      code: 'OPT_OUT_TOKEN_UNKNOWN',
    })
    const { profileLink, address } = await personWithAnAddress()
    await ask(profileLink)
    const token = await mailedToken(api, address)
    clock.advance(24 * 3_600_000 + 60_000)
    expect(await anyone().confirmOptOut({ body: { token } })).toMatchObject({
      status: 410,
      code: 'OPT_OUT_TOKEN_EXPIRED',
    })
  })
})

describe('the administrators’ review of requests no one could confirm by mail', () => {
  const aLink = () => `https://www.linkedin.com/in/review-contract-${++serial}`
  const find = async (link: string) => {
    const page = await as(admin).optOutReviews({ query: { page: 1 } })
    if (isCallFailure(page)) throw new Error(`page failed: ${JSON.stringify(page)}`)
    return page.data.find((r) => r.profileLink === link)
  }

  it('an administrator reads a pending review with the requester’s words and address', async () => {
    const link = aLink()
    await ask(link, { relationship: 'Her assistant', email: 'asker@home.example' })
    const review = await find(link)
    expect(review).toMatchObject({
      profileLink: link,
      relationship: 'Her assistant',
      requesterEmail: 'asker@home.example',
      name: null,
    })
    expect(Number.isFinite(Date.parse(review?.requestedAt ?? ''))).toBe(true)
  })

  it('decides a review once; it then leaves the list, and a second decision is refused', async () => {
    const link = aLink()
    await ask(link)
    const review = (await find(link)) ?? expect.fail('no review')
    const decide = (id: string, decision: 'approve' | 'reject') =>
      as(admin).decideOptOutReview({ params: { id }, body: { decision } })
    expect(await decide(review.id, 'reject')).toEqual({ decision: 'reject' })
    expect(await find(link)).toBeUndefined()
    expect(await decide(review.id, 'approve')).toMatchObject({ status: 409, code: 'OPT_OUT_REVIEW_DECIDED' })
    expect(await decide('no-such-review', 'approve')).toMatchObject({
      status: 404,
      code: 'OPT_OUT_REVIEW_UNKNOWN',
    })
  })

  it('anyone else is refused (403 FORBIDDEN)', async () => {
    expect(await as(user).optOutReviews({ query: { page: 1 } })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    expect(
      await as(user).decideOptOutReview({ params: { id: 'any' }, body: { decision: 'approve' } }),
    ).toMatchObject({ status: 403, code: 'FORBIDDEN' })
  })
})
