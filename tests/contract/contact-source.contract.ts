import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CompanyRecord,
  ContactSource,
  MemberGroup,
  PersonRecord,
} from '../../src/application/server/ports/contact-source.port.ts'
import type { SeedCompany, SeedPerson } from '../../src/application/testing/contact-seed.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { ACME, ADA, CONTACT_WORLD, day, PEOPLE_IN_WORLD, SOLO, WIDE } from './contact-source.fixture.ts'

export type ContactWorld = {
  readonly companies: readonly SeedCompany[]
  readonly loose: readonly SeedPerson[]
}
export type OpenedContactSource = { readonly source: ContactSource; close(): Promise<void> }

const names = (companies: readonly CompanyRecord[]) => companies.map((c) => c.name)
const ids = (people: readonly PersonRecord[]) => people.map((p) => p.profileId)

/** What every ContactSource must do, whatever holds the data (DESIGN rule 12). */
export const contactSourceContract = (
  name: string,
  open: (world: ContactWorld) => Promise<OpenedContactSource>,
) => {
  describe(`ContactSource contract: ${name}`, () => {
    let opened: OpenedContactSource | undefined
    const source = () => opened?.source ?? expect.fail('the source did not open')
    const byName = (companyName: string, limit = 10) => source().searchCompanies({ companyName }, limit)
    beforeAll(async () => {
      opened = await open(CONTACT_WORLD)
    }, 60_000)
    afterAll(() => opened?.close())

    it('a domain query finds exactly that company, however the domain is written', async () => {
      const { people: _, ...acme } = ACME
      for (const domain of [
        'acme.example',
        'ACME.Example',
        'www.acme.example',
        'https://www.acme.example/about',
      ])
        expect(await source().searchCompanies({ domain }, 10)).toEqual([acme])
      expect(await source().searchCompanies({ domain: 'acme.exampl' }, 10)).toEqual([])
      expect(await source().searchCompanies({ domain: 'unknown.example' }, 10)).toEqual([])
    })

    it('prefix matches come first, shortest first and case-insensitively; similar names fill up after', async () => {
      expect(names(await byName('acme'))).toEqual([
        'Acme',
        'Acme Holdings',
        'ACME Robotics',
        'Acmeco Trading',
        'The Acme Group',
      ])
      expect(names(await byName('ACME r'))[0]).toBe('ACME Robotics')
    })

    it('finds a misspelt name by similarity, each company once', async () => {
      const found = names(await byName('Acme Holdngs'))
      expect(found[0]).toBe('Acme Holdings')
      expect(new Set(found).size).toBe(found.length)
      expect(found).not.toContain('Zenith Labs')
    })

    it('honours the limit', async () => {
      expect(names(await byName('nova'))).toEqual(
        Array.from({ length: 10 }, (_, i) => `Nova ${String(i + 1).padStart(2, '0')}`),
      )
      expect(names(await byName('acme', 3))).toEqual(['Acme', 'Acme Holdings', 'ACME Robotics'])
      expect(await byName('acme', 0)).toEqual([])
    })

    it('a blank name, or one nothing resembles, finds nothing', async () => {
      expect(await byName('')).toEqual([])
      expect(await byName('   ')).toEqual([])
      expect(await byName('qqqqxxxx')).toEqual([])
    })

    it('wildcard characters in a name match only themselves; any script is prefix-searched', async () => {
      expect(names(await byName('nat_'))).toEqual(['Nat_Ural'])
      expect(names(await byName('%'))).toEqual([])
      expect(names(await byName('北京'))).toEqual(['北京科技有限公司'])
    })

    it('finds the company a members request names: by domain first, else by exact name in any case', async () => {
      expect((await source().findCompany({ domain: 'www.acme.example' }))?.id).toBe('co-acme')
      expect((await source().findCompany({ name: '  acme  HOLDINGS ' }))?.id).toBe('co-acme-holdings')
      expect((await source().findCompany({ name: 'Zenith Labs', domain: 'acme.example' }))?.id).toBe(
        'co-acme',
      )
      expect((await source().findCompany({ name: 'acme', domain: ' ' }))?.id).toBe('co-acme')
      expect(await source().findCompany({ name: 'Acm' })).toBeUndefined()
      expect(await source().findCompany({ domain: 'nobody.example' })).toBeUndefined()
      expect(await source().findCompany({})).toBeUndefined()
    })

    it('a person comes with their company, valid emails best first (never invalid), phones mobile first', async () => {
      expect(await source().person(ADA.profileId)).toEqual({
        profileId: ADA.profileId,
        name: 'Ada Lovelace',
        title: 'Chief Executive Officer',
        isDecisionMaker: true,
        company: { id: 'co-acme', name: 'Acme', domain: 'acme.example' },
        emails: [
          { address: 'ada@acme.example', status: 'valid', checkedAt: day(12) },
          { address: 'al@acme.example', status: 'valid', checkedAt: day(4) },
          { address: 'ada.maybe@acme.example', status: 'accept_all', checkedAt: day(10) },
          { address: 'ada.old@acme.example', status: 'unknown', checkedAt: day(3) },
        ],
        phones: [
          { e164: '+4915112345678', type: 'mobile', whatsappValid: true },
          { e164: '+493012345672', type: 'direct', whatsappValid: false },
          { e164: '+493012345670', type: 'office', whatsappValid: false },
          { e164: '+493012345671', type: null, whatsappValid: false },
        ],
      })
      expect((await source().person(SOLO.profileId))?.company).toBeNull()
      expect(await source().person('nobody-at-all' as ProfileId)).toBeUndefined()
    })

    it('looks up several people at once, each as the single lookup gives them; unknown ids are absent', async () => {
      const wide = WIDE.people.slice(0, 12).map((p) => p.profileId)
      const asked = [ADA.profileId, SOLO.profileId, 'nobody-at-all' as ProfileId, ...wide, ADA.profileId]
      const found = await source().people(asked)
      expect([...found.keys()].sort()).toEqual([ADA.profileId, SOLO.profileId, ...wide].sort())
      for (const [id, record] of found) expect(record).toEqual(await source().person(id))
      expect(await source().people([])).toEqual(new Map())
    })

    const everyPage = async (group: MemberGroup, size: number) => {
      const pages = []
      for (let offset = 0; offset < 40; offset += size)
        pages.push(await source().members('co-wide', group, offset, size))
      return pages
    }

    it('pages through every member of a group exactly once, in a stable name order, with the total', async () => {
      for (const [group, size, expected] of [
        ['decisionMakers', 3, WIDE.people.filter((p) => p.isDecisionMaker)],
        ['others', 10, WIDE.people.filter((p) => !p.isDecisionMaker)],
      ] as const) {
        const pages = await everyPage(group, size)
        expect(pages.every((page) => page.total === expected.length)).toBe(true)
        const listed = pages.flatMap((page) => page.people)
        expect([...ids(listed)].sort()).toEqual(expected.map((p) => p.profileId).sort())
        expect(await everyPage(group, size)).toEqual(pages)
        const keys = listed.map((p) => [p.name, p.profileId].join('\u0000'))
        expect(keys).toEqual([...keys].sort())
      }
      const liWei = (await source().members('co-wide', 'decisionMakers', 0, 10)).people.filter(
        (p) => p.name === 'Li Wei',
      )
      expect(ids(liWei)).toEqual(['dm-h', 'dm-i'])
    })

    it('a member is the same record as the person lookup, invalid emails hidden too', async () => {
      const [first] = (await source().members('co-wide', 'others', 0, 1)).people
      expect(first).toBeDefined()
      expect(await source().person(first?.profileId ?? ('' as ProfileId))).toEqual(first)
      const all = (await source().members('co-wide', 'others', 0, 100)).people
      expect(all.flatMap((p) => p.emails)).toEqual([])
      expect((await source().members('co-acme', 'decisionMakers', 0, 10)).people).toEqual([
        await source().person(ADA.profileId),
      ])
    })

    it('an empty group, an unknown company or a page past the end lists nobody, with the right total', async () => {
      expect(await source().members('co-acme', 'others', 0, 10)).toEqual({ total: 0, people: [] })
      expect(await source().members('co-nobody', 'decisionMakers', 0, 10)).toEqual({ total: 0, people: [] })
      expect(await source().members('co-wide', 'others', 100, 10)).toEqual({ total: 16, people: [] })
    })

    it('names an example company: one with people, the same every time', async () => {
      const example = await source().exampleCompany()
      const company = CONTACT_WORLD.companies.find((c) => c.name === example?.name)
      expect(company?.domain).toBe(example?.domain)
      expect(company?.people.length).toBeGreaterThan(0)
      expect(await source().exampleCompany()).toEqual(example)
    })

    it('counts every company and every person', async () => {
      expect(await source().counts()).toEqual({
        companies: CONTACT_WORLD.companies.length,
        contacts: PEOPLE_IN_WORLD,
      })
    })
  })
}
