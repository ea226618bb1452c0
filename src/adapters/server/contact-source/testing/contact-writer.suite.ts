// Test support: what writeContactBatch must do, run on PGlite and on PostgreSQL. Not product code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProfileId } from '../../../../domain/profiles/profile-id.ts'
import { instant } from '../../../../domain/shared/instant.ts'
import type { OpenDatabase } from '../../persistence/open-database.ts'
import type { CompanyInput, PersonInput } from '../contact-batch.ts'
import { KyselyContactSource } from '../kysely-contact-source.ts'
import { writeContactBatch } from '../kysely-contact-writer.ts'

const company = (domain: string, more: Partial<CompanyInput> = {}): CompanyInput => ({
  name: `Company ${domain}`,
  domain,
  website: null,
  country: null,
  logoUrl: null,
  url: null,
  region: null,
  industry: null,
  employeeCount: null,
  ...more,
})
const person = (id: string, companyDomain: string | null, more: Partial<PersonInput> = {}): PersonInput => ({
  profileId: id as ProfileId,
  name: `Person ${id}`,
  title: null,
  isDecisionMaker: false,
  seniority: null,
  companyDomain,
  emails: [],
  phones: [],
  ...more,
})
const checked = instant(Date.UTC(2026, 0, 5))

// One database for the whole file (PGlite takes seconds to start); each test writes keys of its own.
export const contactWriterSuite = (name: string, open: () => Promise<OpenDatabase>) =>
  describe(`writeContactBatch on ${name}`, () => {
    let database: OpenDatabase | undefined
    const db = () => database?.db ?? expect.fail('no database')
    const source = () => new KyselyContactSource(db())
    beforeAll(async () => {
      database = await open()
    }, 60_000)
    afterAll(() => database?.close())

    it('normalises keys: domains by hostname rules, names by whitespace; counts follow every write', async () => {
      const before = await source().counts()
      await writeContactBatch(db(), {
        companies: [company('WWW.Norm.Example', { name: '  Norm   Works ' })],
        people: [person('norm-1', 'norm.example'), person('norm-2', null)],
      })
      expect(await source().findCompany({ domain: 'norm.example' })).toMatchObject({
        id: 'norm.example',
        name: 'Norm Works',
        domain: 'norm.example',
      })
      expect(await source().counts()).toEqual({
        companies: before.companies + 1,
        contacts: before.contacts + 2,
      })
    })

    it('a re-import updates by domain and profile id: no duplicates, known values kept, contacts replaced', async () => {
      const first = {
        companies: [
          company('again.example', { id: 'co-again', website: 'https://again.example', country: 'FR' }),
        ],
        people: [
          person('again-1', 'again.example', {
            title: 'CTO',
            emails: [{ address: 'old@again.example', status: 'valid', checkedAt: checked }],
            phones: [{ e164: '+33612345678', type: 'mobile', whatsappValid: true }],
          }),
        ],
      } as const
      await writeContactBatch(db(), first)
      const before = await source().counts()
      await writeContactBatch(db(), {
        companies: [company('again.example', { id: 'other-id', name: 'Again Renamed', country: null })],
        people: [
          person('again-1', 'again.example', {
            emails: [{ address: 'new@again.example', status: 'accept_all', checkedAt: checked }],
          }),
        ],
      })
      expect(await source().counts()).toEqual(before)
      expect(await source().findCompany({ domain: 'again.example' })).toMatchObject({
        id: 'co-again',
        name: 'Again Renamed',
        website: 'https://again.example',
        country: 'FR',
      })
      expect(await source().person('again-1' as ProfileId)).toMatchObject({
        title: 'CTO',
        company: { id: 'co-again' },
        emails: [{ address: 'new@again.example', status: 'accept_all' }],
        phones: [],
      })
    })

    it('within one batch the last row of a key wins, and repeated contact values are stored once', async () => {
      await writeContactBatch(db(), {
        companies: [
          company('twice.example', { name: 'First' }),
          company('twice.example', { name: 'Second' }),
        ],
        people: [
          person('twice-1', 'twice.example', { name: 'Early' }),
          person('twice-1', 'twice.example', {
            name: 'Late',
            emails: [
              { address: 'a@twice.example', status: 'unknown', checkedAt: checked },
              { address: 'a@twice.example', status: 'valid', checkedAt: checked },
            ],
          }),
        ],
      })
      expect((await source().findCompany({ domain: 'twice.example' }))?.name).toBe('Second')
      expect(await source().person('twice-1' as ProfileId)).toMatchObject({
        name: 'Late',
        emails: [{ address: 'a@twice.example', status: 'valid' }],
      })
    })

    it('links a person to a company stored by an earlier batch; a bad batch writes nothing', async () => {
      await writeContactBatch(db(), { companies: [company('earlier.example')], people: [] })
      await writeContactBatch(db(), { companies: [], people: [person('later-1', 'earlier.example')] })
      expect((await source().person('later-1' as ProfileId))?.company?.domain).toBe('earlier.example')
      const before = await source().counts()
      await expect(
        writeContactBatch(db(), {
          companies: [company('doomed.example')],
          people: [person('doomed-1', 'nowhere.example')],
        }),
      ).rejects.toThrow(/unknown company domain/)
      expect(await source().counts()).toEqual(before)
      expect(await source().findCompany({ domain: 'doomed.example' })).toBeUndefined()
    })
  })
