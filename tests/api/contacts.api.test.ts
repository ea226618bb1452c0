import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as ContactsCalls from '../../src/adapters/http-contract/contacts.ts'
import { reportBounce } from '../../src/adapters/http-contract/email.ts'
import { aWallet, JANE_DOE, seedContacts } from '../../src/composition/testing/contacts-world.fixture.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import type { RevealWant } from '../../src/domain/companies/reveal-choice.ts'
import type { CreditKind } from '../../src/domain/credits/credit-kind.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The profile calls (look-up, reveal, "Report a bounce") through the browser's own client over the real
// routes: what the home page, the popup and the members' reveal rely on. Each test has a new user.
const JANE = JANE_DOE
const UNKNOWN = 'nobody-at-all-0000'

let api: ApiHarness
let users = 0
beforeAll(async () => {
  api = await startApi()
  await seedContacts(api, {
    companies: [{ name: 'Brightfold Ltd', domain: 'brightfold.example' }],
    people: [JANE],
  })
})
afterAll(() => api.close())

/** A new user with the FREE trial, or the wallet named; their calls. */
const aUser = async (wallet?: Partial<Record<CreditKind, number>>) => {
  const user = `contacts-${++users}`
  const token = await api.token(user)
  await aWallet(api, user, token, wallet)
  const transport = injectTransport(api.app)
  const contacts = contractClient(ContactsCalls, transport, async () => token)
  const ask = (reveal: 'true' | 'false', linkedinId = JANE.linkedinId, want: RevealWant = 'all') =>
    contacts.revealProfile({ params: { linkedinId }, query: { reveal, want } })
  return {
    lookUp: (want?: RevealWant, id?: string) => ask('false', id, want),
    reveal: (want?: RevealWant, id?: string) => ask('true', id, want),
    bounce: (email: string) =>
      contractClient({ reportBounce }, transport, async () => token).reportBounce({ body: { email } }),
  }
}

const isMasked = (value: string) => value.includes('****')

describe('the profile calls through the contract client', () => {
  it('looks a person up with the contacts masked and the cost first, charging nothing', async () => {
    const ann = await aUser()
    const looked = ok(await ann.lookUp())
    expect(looked).toMatchObject({
      linkedinId: JANE.linkedinId,
      name: JANE.name,
      revealed: { emails: false, phones: false },
      whatsappValid: false,
      available: { emails: 2, phones: 2 },
      cost: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
      charged: { credits: 0, charges: [] },
    })
    expect(looked.emails.every(isMasked)).toBe(true)
    expect(looked.phones.every(isMasked)).toBe(true)
    // Looking again still costs the same: the look was free.
    expect(ok(await ann.lookUp()).cost?.credits).toBe(1)
  })

  it('reveals emails and phones for one credit, then shows them again for free', async () => {
    const ann = await aUser()
    expect(ok(await ann.reveal())).toMatchObject({
      emails: JANE.emails,
      phones: JANE.phones,
      whatsappValid: true,
      revealed: { emails: true, phones: true },
      charged: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
      cost: { credits: 0, charges: [] },
    })
    expect(ok(await ann.lookUp())).toMatchObject({
      emails: JANE.emails,
      cost: { credits: 0 },
      charged: { credits: 0 },
    })
    expect(ok(await ann.reveal()).charged.credits).toBe(0)
  })

  it('quotes no cost to a user without credits, and refuses the reveal with 429 Credits Exceeded', async () => {
    const broke = await aUser({ free: 0 })
    expect(ok(await broke.lookUp()).cost).toBeNull()
    expect(await broke.reveal()).toEqual({
      _tag: 'ApiCallFailed',
      status: 429,
      code: 'CREDITS_EXCEEDED',
      message: 'Credits Exceeded',
    })
  })

  it('reveals the emails only with email credits, the phones staying masked (partial reveal)', async () => {
    const emailOnly = await aUser({ free: 0, email: 5 })
    expect(ok(await emailOnly.lookUp()).cost?.charges).toEqual([{ kind: 'email', quantity: 1 }])
    const revealed = ok(await emailOnly.reveal())
    expect(revealed).toMatchObject({
      emails: JANE.emails,
      revealed: { emails: true, phones: false },
      charged: { charges: [{ kind: 'email', quantity: 1 }] },
      cost: null,
    })
    expect(revealed.phones.every(isMasked)).toBe(true)
  })

  it('quotes and reveals only the wanted part (want=phones), the emails staying masked for later', async () => {
    const ann = await aUser()
    expect(ok(await ann.lookUp('phones')).cost).toEqual({
      credits: 1,
      charges: [{ kind: 'free', quantity: 1 }],
    })
    const phones = ok(await ann.reveal('phones'))
    expect(phones).toMatchObject({
      phones: JANE.phones,
      revealed: { emails: false, phones: true },
      charged: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
    })
    expect(phones.emails.every(isMasked)).toBe(true)
    // Asking for the phones again is free; the emails are a second reveal.
    expect(ok(await ann.lookUp('phones')).cost?.credits).toBe(0)
    expect(ok(await ann.reveal('emails'))).toMatchObject({
      emails: JANE.emails,
      phones: JANE.phones,
      revealed: { emails: true, phones: true },
      charged: { credits: 1 },
    })
  })

  it('a lead credit pays for emails and phones together', async () => {
    const lead = await aUser({ free: 0, lead: 5 })
    expect(ok(await lead.lookUp()).cost).toEqual({ credits: 1, charges: [{ kind: 'lead', quantity: 1 }] })
    expect(ok(await lead.reveal('all'))).toMatchObject({
      revealed: { emails: true, phones: true },
      charged: { credits: 1, charges: [{ kind: 'lead', quantity: 1 }] },
    })
  })

  it('answers 404 PROFILE_NOT_FOUND for a person it does not hold, to the look and the reveal', async () => {
    const ann = await aUser()
    const notFound = { _tag: 'ApiCallFailed', status: 404, code: 'PROFILE_NOT_FOUND' }
    expect(await ann.lookUp('all', UNKNOWN)).toMatchObject(notFound)
    expect(await ann.reveal('all', UNKNOWN)).toMatchObject(notFound)
  })

  it('fails with 401 for a refused token', async () => {
    const expired = await api.token('contacts-expired', { expiresIn: -60 })
    const contacts = contractClient(ContactsCalls, injectTransport(api.app), async () => expired)
    expect(
      await contacts.revealProfile({
        params: { linkedinId: JANE.linkedinId },
        query: { reveal: 'false', want: 'all' },
      }),
    ).toMatchObject({ _tag: 'ApiCallFailed', status: 401 })
  })

  it('shows each revealed email with its verdict and date; none while masked', async () => {
    const ann = await aUser()
    expect(ok(await ann.lookUp()).emailDetails).toEqual([])
    const revealed = ok(await ann.reveal())
    expect(revealed.emailDetails.map((d) => d.address)).toEqual(JANE.emails)
    for (const detail of revealed.emailDetails) {
      expect(['valid', 'accept_all', 'unknown', 'invalid']).toContain(detail.status)
      expect(Number.isNaN(Date.parse(detail.checkedAt))).toBe(false)
      expect(typeof detail.recheckPending).toBe('boolean')
    }
  })

  it('takes one bounce report per revealed email: re-checked at once, then 409; 404 for one not revealed', async () => {
    const ann = await aUser()
    const email = 'jane@brightfold.example'
    expect(await ann.bounce(email)).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 404,
      code: 'EMAIL_NOT_REVEALED',
    })
    ok(await ann.reveal())
    const report = ok(await ann.bounce(email))
    expect(report.address).toBe(email)
    expect(['valid', 'accept_all', 'unknown', 'invalid']).toContain(report.verdict)
    // Nothing comes back unless the address is now invalid.
    if (report.verdict !== 'invalid') expect(report.refunded).toEqual({ credits: 0, charges: [] })
    expect(await ann.bounce(email)).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 409,
      code: 'BOUNCE_ALREADY_REPORTED',
    })
  })

  it('reports an unreachable service as a network failure, not as a refusal', async () => {
    const nowhere = contractClient(ContactsCalls, axiosTransport('http://127.0.0.1:9'), async () => 'token')
    expect(
      await nowhere.revealProfile({
        params: { linkedinId: 'jane-doe' },
        query: { reveal: 'false', want: 'all' },
      }),
    ).toMatchObject({ _tag: 'ApiCallFailed', status: 'network' })
  })
})
