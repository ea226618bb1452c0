import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ContactEmail, ContactPhone } from '../../../../application/server/ports/contact-source.port.ts'
import { REGIONS } from '../../../../domain/onboarding/enumerations.ts'
import { INDUSTRIES } from '../../../../domain/onboarding/industries.ts'
import type { ProfileId } from '../../../../domain/profiles/profile-id.ts'
import { instant } from '../../../../domain/shared/instant.ts'
import { SENIORITIES } from '../../demo-data/demo-records.ts'
import { IMPORT_COLUMNS } from './import-columns.ts'
import { type ImportedRow, validateImportRow } from './import-row.ts'
import { type ImportFormat, sourceEvents } from './import-source.ts'

const importedAt = instant(Date.UTC(2026, 4, 1))
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null })
// Any characters but whitespace (names are stored whitespace-collapsed): quotes, commas, bars, CJK.
const words = fc
  .array(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((w) => !/\s/u.test(w)),
    { minLength: 1, maxLength: 3 },
  )
  .map((w) => w.join(' '))
const label = fc.stringMatching(/^[a-z0-9]{1,12}$/)
const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`))

const company = fc.record({
  name: words,
  domain: label.map((l) => `${l}.example`),
  withWebsite: fc.boolean(),
  country: nullable(fc.constantFrom('DE', 'CN', 'US', 'GB', 'FR')),
  logoUrl: nullable(label.map((l) => `https://logo.example/${l}.png`)),
  url: nullable(label.map((l) => `https://www.linkedin.com/company/${l}`)),
  region: nullable(fc.constantFrom(...REGIONS)),
  industry: nullable(fc.constantFrom(...INDUSTRIES)),
  employeeCount: nullable(fc.nat({ max: 1_000_000 })),
})
const email: fc.Arbitrary<ContactEmail> = fc.record({
  address: fc.tuple(fc.stringMatching(/^[a-z0-9._-]{1,12}$/), label).map(([l, d]) => `${l}@${d}.example`),
  status: fc.constantFrom('valid', 'accept_all', 'unknown', 'invalid'),
  checkedAt: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 0, 1) }).map(instant),
})
const phone: fc.Arbitrary<ContactPhone> = fc.record({
  e164: fc.oneof(
    digits(7).map((d) => `+4930${d}`),
    digits(8).map((d) => `+86138${d}`),
    digits(4).map((d) => `+1212555${d}`),
    digits(8).map((d) => `+4420${d}`),
  ),
  type: nullable(fc.constantFrom('mobile', 'direct', 'office')),
  whatsappValid: fc.boolean(),
})
const validRow = fc.record({
  profileId: fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,29}$/).map((id) => id as ProfileId),
  byLink: fc.boolean(),
  name: words,
  title: nullable(words),
  isDecisionMaker: fc.boolean(),
  seniority: nullable(fc.constantFrom(...SENIORITIES)),
  company: nullable(company),
  emails: fc.uniqueArray(email, { selector: (e) => e.address, maxLength: 3 }),
  phones: fc.uniqueArray(phone, { selector: (p) => p.e164, maxLength: 3 }),
})
type Generated = typeof validRow extends fc.Arbitrary<infer T> ? T : never

const expected = (g: Generated): ImportedRow => {
  const c = g.company
  return {
    company:
      c === null
        ? null
        : {
            name: c.name,
            domain: c.domain,
            website: c.withWebsite ? `https://www.${c.domain}` : null,
            country: c.country,
            logoUrl: c.logoUrl,
            url: c.url,
            region: c.region,
            industry: c.industry,
            employeeCount: c.employeeCount,
          },
    person: {
      profileId: g.profileId,
      name: g.name,
      title: g.title,
      isDecisionMaker: g.isDecisionMaker,
      seniority: g.seniority,
      companyDomain: c?.domain ?? null,
      emails: g.emails,
      phones: g.phones,
    },
  }
}

/** The file's columns for a generated row: lists joined with "|" (CSV) or as arrays (JSON Lines). */
const cells = (g: Generated, join: (values: string[]) => unknown): Record<string, unknown> => {
  const c = g.company
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))
  return {
    [g.byLink ? 'profile_url' : 'profile_id']: g.byLink
      ? `https://www.linkedin.com/in/${g.profileId}`
      : g.profileId,
    name: g.name,
    title: text(g.title),
    is_decision_maker: String(g.isDecisionMaker),
    seniority: text(g.seniority),
    company_name: text(c?.name),
    company_domain: c === null || c.withWebsite ? '' : c.domain,
    company_website: c?.withWebsite === true ? `https://www.${c.domain}` : '',
    company_country: text(c?.country),
    company_logo_url: text(c?.logoUrl),
    company_url: text(c?.url),
    company_region: text(c?.region),
    company_industry: text(c?.industry),
    company_employee_count: text(c?.employeeCount),
    emails: join(g.emails.map((e) => e.address)),
    email_statuses: join(g.emails.map((e) => e.status)),
    email_checked_at: join(g.emails.map((e) => new Date(e.checkedAt).toISOString())),
    phones: join(g.phones.map((p) => p.e164)),
    phone_types: join(g.phones.map((p) => p.type ?? '')),
    whatsapp: join(g.phones.map((p) => String(p.whatsappValid))),
  }
}

const csvField = (f: string) => (/[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)
const asFile = (format: ImportFormat, g: Generated): string => {
  if (format === 'jsonl') return `${JSON.stringify(cells(g, (values) => values))}\n`
  const row = cells(g, (values) => values.join('|'))
  const header = IMPORT_COLUMNS.filter((c) => c !== (g.byLink ? 'profile_id' : 'profile_url'))
  return `${header.join(',')}\r\n${header.map((c) => csvField(String(row[c] ?? ''))).join(',')}\r\n`
}

const readBack = async (format: ImportFormat, text: string) => {
  const results = []
  for await (const event of sourceEvents(format, [text]))
    if (event.kind === 'row') results.push(validateImportRow(event.row, importedAt))
    else if (event.kind === 'unreadable') results.push(event)
  return results
}

describe('import rows', () => {
  it.each(['csv', 'jsonl'] as const)(
    'any valid row written as %s reads back as the same person and company',
    async (format) => {
      await fc.assert(
        fc.asyncProperty(validRow, async (g) => {
          expect(await readBack(format, asFile(format, g))).toEqual([{ _tag: 'Accepted', row: expected(g) }])
        }),
      )
    },
  )

  it('garbage never throws: it is accepted or rejected with a reason', () => {
    const column = fc.constantFrom(...IMPORT_COLUMNS, 'junk')
    const row = fc.oneof(
      fc.dictionary(column, fc.string()),
      fc.dictionary(column, fc.oneof(fc.string(), fc.constantFrom('', 'true', '+4930123', 'a@b.c', 'x|y|'))),
      fc.dictionary(column, fc.anything()),
      fc.anything(),
    )
    fc.assert(
      fc.property(row, (raw) => {
        const result = validateImportRow(raw, importedAt)
        if (result._tag === 'Rejected') expect(result.reason.length).toBeGreaterThan(0)
      }),
      { numRuns: 500 },
    )
  })
})
