import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ContactsFailure,
  ContactsGateway,
  ProfileContacts,
} from '../../src/application/browser/ports/contacts.gateway.port.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'

/** A ContactsGateway, the service behind it, and ways to make users in a given state. */
export type ContactsGatewayHarness = {
  readonly gateway: ContactsGateway
  /** A person the service holds with at least one email and one phone. */
  readonly person: {
    readonly id: ProfileId
    readonly name: string
    readonly emails: readonly string[]
    readonly phones: readonly string[]
  }
  /** An id no person has. */
  readonly unknownId: ProfileId
  /** The token of a new user, on the free trial. */
  newUser(): Promise<string>
  /** The token of a user whose every credit is spent. */
  brokeUser(): Promise<string>
  /** The token of a user who has email credits only. */
  emailOnlyUser(): Promise<string>
  /** The token of a user who has lead credits only. */
  leadUser(): Promise<string>
  /** A token the service refuses. */
  refusedToken(): Promise<string>
  close(): Promise<void>
}

const profileOf = (answer: ProfileContacts | ContactsFailure): ProfileContacts => {
  if ('_tag' in answer) throw new Error(`expected a profile, got ${JSON.stringify(answer)}`)
  return answer
}

const isMasked = (value: string) => value.includes('****')

/** What every ContactsGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const contactsGatewayContract = (name: string, open: () => Promise<ContactsGatewayHarness>) => {
  describe(`ContactsGateway contract: ${name}`, () => {
    let h: ContactsGatewayHarness
    beforeAll(async () => {
      h = await open()
    }, 60_000)
    afterAll(() => h?.close())

    it('looks a person up with the contacts masked and the cost first, charging nothing', async () => {
      const token = await h.newUser()
      const looked = profileOf(await h.gateway.lookUp(token, h.person.id))
      expect(looked).toMatchObject({
        linkedinId: h.person.id,
        name: h.person.name,
        revealed: { emails: false, phones: false },
        whatsappValid: false,
        available: { emails: h.person.emails.length, phones: h.person.phones.length },
        cost: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
        charged: { credits: 0, charges: [] },
      })
      expect(looked.emails.every(isMasked)).toBe(true)
      expect(looked.phones.every(isMasked)).toBe(true)
      // Looking again still costs the same: the look was free.
      expect(profileOf(await h.gateway.lookUp(token, h.person.id)).cost?.credits).toBe(1)
    })

    it('reveals emails and phones for one credit, then shows them again for free', async () => {
      const token = await h.newUser()
      const revealed = profileOf(await h.gateway.reveal(token, h.person.id))
      expect(revealed).toMatchObject({
        emails: h.person.emails,
        phones: h.person.phones,
        revealed: { emails: true, phones: true },
        charged: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
        cost: { credits: 0, charges: [] },
      })
      const again = profileOf(await h.gateway.lookUp(token, h.person.id))
      expect(again).toMatchObject({ emails: h.person.emails, cost: { credits: 0 }, charged: { credits: 0 } })
      expect(profileOf(await h.gateway.reveal(token, h.person.id)).charged.credits).toBe(0)
    })

    it('quotes no cost to a user without credits, and refuses the reveal with 429 Credits Exceeded', async () => {
      const token = await h.brokeUser()
      expect(profileOf(await h.gateway.lookUp(token, h.person.id)).cost).toBeNull()
      expect(await h.gateway.reveal(token, h.person.id)).toEqual({
        _tag: 'ContactsCallFailed',
        status: 429,
        code: 'CREDITS_EXCEEDED',
        message: 'Credits Exceeded',
      })
    })

    it('reveals the emails only with email credits, the phones staying masked (partial reveal)', async () => {
      const token = await h.emailOnlyUser()
      const looked = profileOf(await h.gateway.lookUp(token, h.person.id))
      expect(looked.cost?.charges).toEqual([{ kind: 'email', quantity: 1 }])
      const revealed = profileOf(await h.gateway.reveal(token, h.person.id))
      expect(revealed).toMatchObject({
        emails: h.person.emails,
        revealed: { emails: true, phones: false },
        charged: { charges: [{ kind: 'email', quantity: 1 }] },
        cost: null,
      })
      expect(revealed.phones.every(isMasked)).toBe(true)
    })

    it('quotes and reveals only the wanted part (want=phones), the emails staying masked for later', async () => {
      const token = await h.newUser()
      const looked = profileOf(await h.gateway.lookUp(token, h.person.id, 'phones'))
      expect(looked.cost).toEqual({ credits: 1, charges: [{ kind: 'free', quantity: 1 }] })
      const phones = profileOf(await h.gateway.reveal(token, h.person.id, 'phones'))
      expect(phones).toMatchObject({
        phones: h.person.phones,
        revealed: { emails: false, phones: true },
        charged: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
      })
      expect(phones.emails.every(isMasked)).toBe(true)
      // Asking for the phones again is free; the emails are a second reveal.
      expect(profileOf(await h.gateway.lookUp(token, h.person.id, 'phones')).cost?.credits).toBe(0)
      const emails = profileOf(await h.gateway.reveal(token, h.person.id, 'emails'))
      expect(emails).toMatchObject({
        emails: h.person.emails,
        phones: h.person.phones,
        revealed: { emails: true, phones: true },
        charged: { credits: 1 },
      })
    })

    it('a lead credit pays for emails and phones together', async () => {
      const token = await h.leadUser()
      expect(profileOf(await h.gateway.lookUp(token, h.person.id)).cost).toEqual({
        credits: 1,
        charges: [{ kind: 'lead', quantity: 1 }],
      })
      expect(profileOf(await h.gateway.reveal(token, h.person.id, 'all'))).toMatchObject({
        revealed: { emails: true, phones: true },
        charged: { credits: 1, charges: [{ kind: 'lead', quantity: 1 }] },
      })
    })

    it('answers ProfileNotFound for a person it does not hold', async () => {
      const token = await h.newUser()
      expect(await h.gateway.lookUp(token, h.unknownId)).toEqual({ _tag: 'ProfileNotFound' })
      expect(await h.gateway.reveal(token, h.unknownId)).toEqual({ _tag: 'ProfileNotFound' })
    })

    it('fails with 401 for a refused token', async () => {
      const token = await h.refusedToken()
      expect(await h.gateway.lookUp(token, h.person.id)).toMatchObject({
        _tag: 'ContactsCallFailed',
        status: 401,
      })
    })

    it('shows each revealed email with its verdict and date; none while masked', async () => {
      const token = await h.newUser()
      expect(profileOf(await h.gateway.lookUp(token, h.person.id)).emailDetails).toEqual([])
      const revealed = profileOf(await h.gateway.reveal(token, h.person.id))
      expect(revealed.emailDetails.map((d) => d.address)).toEqual(h.person.emails)
      for (const detail of revealed.emailDetails) {
        expect(['valid', 'accept_all', 'unknown', 'invalid']).toContain(detail.verdict)
        expect(Number.isNaN(Date.parse(detail.checkedAt))).toBe(false)
        expect(typeof detail.recheckPending).toBe('boolean')
      }
    })

    it('takes one bounce report per revealed email: re-checked at once, then 409; 404 for one not revealed', async () => {
      const token = await h.newUser()
      const email = h.person.emails[0] ?? ''
      expect(await h.gateway.reportBounce(token, email)).toMatchObject({
        _tag: 'ContactsCallFailed',
        status: 404,
        code: 'EMAIL_NOT_REVEALED',
      })
      await h.gateway.reveal(token, h.person.id)
      const report = await h.gateway.reportBounce(token, email)
      if ('_tag' in report) throw new Error(`expected a report, got ${JSON.stringify(report)}`)
      expect(report.address).toBe(email)
      expect(['valid', 'accept_all', 'unknown', 'invalid']).toContain(report.verdict)
      // Nothing comes back unless the address is now invalid.
      if (report.verdict !== 'invalid') expect(report.refunded).toEqual({ credits: 0, charges: [] })
      expect(await h.gateway.reportBounce(token, email)).toMatchObject({
        _tag: 'ContactsCallFailed',
        status: 409,
        code: 'BOUNCE_ALREADY_REPORTED',
      })
    })
  })
}
