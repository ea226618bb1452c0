import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiCallFailed, isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { CompaniesGateway } from '../../src/application/browser/ports/companies.gateway.port.ts'
import type { ContactsGateway } from '../../src/application/browser/ports/contacts.gateway.port.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'

/** A CompaniesGateway, the contacts gateway over the same service, and ways to make users. */
export type CompaniesGatewayHarness = {
  readonly gateway: CompaniesGateway
  readonly contacts: ContactsGateway
  /** A company with more than 10 decision makers, and at least one member with an email. */
  readonly company: { readonly name: string; readonly domain: string }
  /** The token of a new user, on the free trial. */
  newUser(): Promise<string>
  /** The token of a user whose every credit is spent. */
  brokeUser(): Promise<string>
  /** The token of a user whose plan includes the CSV export; null while the service has no export. */
  readonly exporter: (() => Promise<string>) | null
  /** A token the service refuses. */
  refusedToken(): Promise<string>
  close(): Promise<void>
}

const ok = <T>(answer: T | ApiCallFailed): T => {
  if (isCallFailure(answer)) throw new Error(`expected an answer, got ${JSON.stringify(answer)}`)
  return answer
}

const isMasked = (value: string) => value.includes('****')

/** What every CompaniesGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const companiesGatewayContract = (name: string, open: () => Promise<CompaniesGatewayHarness>) => {
  describe(`CompaniesGateway contract: ${name}`, () => {
    let h: CompaniesGatewayHarness
    beforeAll(async () => {
      h = await open()
    }, 60_000)
    afterAll(() => h?.close())

    it('finds a company by its name and by its exact domain, at most 10, for free', async () => {
      const token = await h.newUser()
      const byName = ok(await h.gateway.searchCompanies(token, { companyName: h.company.name }))
      expect(byName.length).toBeLessThanOrEqual(10)
      expect(byName).toContainEqual(
        expect.objectContaining({ name: h.company.name, domain: h.company.domain }),
      )
      const byDomain = ok(await h.gateway.searchCompanies(token, { domain: h.company.domain }))
      expect(byDomain).toEqual([
        {
          name: h.company.name,
          domain: h.company.domain,
          website: expect.toBeOneOf([null, expect.any(String)]),
          country: expect.toBeOneOf([null, expect.any(String)]),
          logoUrl: expect.toBeOneOf([null, expect.any(String)]),
          url: expect.toBeOneOf([null, expect.any(String)]),
        },
      ])
      expect(ok(await h.gateway.searchCompanies(token, { domain: 'no-such-company.example' }))).toEqual([])
    })

    it('shows a members page masked, 10 a section, for one credit the first time and free again', async () => {
      const token = await h.newUser()
      const page = ok(await h.gateway.membersPage(token, { ...h.company, page: 1 }))
      expect(page.page).toBe(1)
      expect(page.company).toMatchObject(h.company)
      expect(page.decisionMakers.total).toBeGreaterThan(10)
      expect(page.decisionMakers.members).toHaveLength(10)
      expect(page.others.members.length).toBeLessThanOrEqual(10)
      const first = page.decisionMakers.members[0]
      expect(first).toMatchObject({ companyName: h.company.name, revealed: { emails: false, phones: false } })
      expect(first?.url).toContain('/in/')
      for (const m of page.decisionMakers.members)
        expect([...m.emails, ...m.phones].every(isMasked)).toBe(true)
      expect(page.charged).toEqual({ credits: 1, charges: [{ kind: 'free', quantity: 1 }] })
      const again = ok(await h.gateway.membersPage(token, { domain: h.company.domain, page: 1 }))
      expect(again.charged).toEqual({ credits: 0, charges: [] })
      const second = ok(await h.gateway.membersPage(token, { domain: h.company.domain, page: 2 }))
      expect(second.decisionMakers.members.map((m) => m.key)).not.toContain(first?.key)
    })

    it('a page past the last is empty and free; an unknown company is COMPANY_NOT_FOUND', async () => {
      const token = await h.newUser()
      const far = ok(await h.gateway.membersPage(token, { domain: h.company.domain, page: 999 }))
      expect(far).toMatchObject({
        decisionMakers: { members: [] },
        others: { members: [] },
        charged: { credits: 0 },
      })
      expect(
        await h.gateway.membersPage(token, { domain: 'no-such-company.example', page: 1 }),
      ).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 404,
        code: 'COMPANY_NOT_FOUND',
      })
    })

    it('refuses a page nobody can pay for with 429 Credits Exceeded', async () => {
      const token = await h.brokeUser()
      expect(await h.gateway.membersPage(token, { domain: h.company.domain, page: 1 })).toEqual({
        _tag: 'ApiCallFailed',
        status: 429,
        code: 'CREDITS_EXCEEDED',
        message: 'Credits Exceeded',
      })
    })

    it('says which members the user revealed, with their values in full', async () => {
      const token = await h.newUser()
      const page = ok(await h.gateway.membersPage(token, { domain: h.company.domain, page: 1 }))
      const member = page.decisionMakers.members.find((m) => m.emails.length > 0)
      if (member === undefined) throw new Error('no member with an email on page 1')
      await h.contacts.reveal(token, member.key as ProfileId, 'emails')
      const again = ok(await h.gateway.membersPage(token, { domain: h.company.domain, page: 1 }))
      const shown = again.decisionMakers.members.find((m) => m.key === member.key)
      expect(shown?.revealed).toEqual({ emails: true, phones: false })
      expect(shown?.emails.some(isMasked)).toBe(false)
    })

    it('a plan without the CSV export says so, and the export is refused with EXPORT_NOT_INCLUDED', async (ctx) => {
      if (h.exporter === null) return ctx.skip()
      const token = await h.newUser()
      expect(await h.gateway.exportEntitlement(token)).toEqual({ csvExport: false })
      expect(await h.gateway.exportContacts(token, { domain: h.company.domain })).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 403,
        code: 'EXPORT_NOT_INCLUDED',
      })
    })

    it('exports the revealed members of a company as CSV for a plan that includes it', async (ctx) => {
      if (h.exporter === null) return ctx.skip()
      const token = await h.exporter()
      expect(await h.gateway.exportEntitlement(token)).toEqual({ csvExport: true })
      const page = ok(await h.gateway.membersPage(token, { domain: h.company.domain, page: 1 }))
      const member = page.decisionMakers.members.find((m) => m.emails.length > 0)
      if (member === undefined) throw new Error('no member with an email on page 1')
      const revealed = await h.contacts.reveal(token, member.key as ProfileId, 'all')
      if ('_tag' in revealed) throw new Error(`not revealed: ${JSON.stringify(revealed)}`)
      const exported = ok(await h.gateway.exportContacts(token, { domain: h.company.domain }))
      expect(exported.filename).toMatch(/\.csv$/)
      expect(exported.csv.split(/\r?\n/).length).toBeGreaterThan(1)
      expect(exported.csv).toContain(revealed.emails[0])
    })

    it('fails with 401 for a refused token', async () => {
      const token = await h.refusedToken()
      expect(await h.gateway.searchCompanies(token, { companyName: h.company.name })).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 401,
      })
    })
  })
}
