import { describe, expect, it } from 'vitest'
import { instant } from '../../../../domain/shared/instant.ts'
import { validateImportRow } from './import-row.ts'

const importedAt = instant(Date.UTC(2026, 4, 1))
const accepted = (row: Record<string, unknown>) => {
  const result = validateImportRow(row, importedAt)
  if (result._tag !== 'Accepted') throw new Error(`rejected: ${result.reason}`)
  return result.row
}
const reason = (row: Record<string, unknown>) => {
  const result = validateImportRow(row, importedAt)
  return result._tag === 'Rejected' ? result.reason : 'accepted'
}
const minimal = { profile_url: 'https://www.linkedin.com/in/Jane-Doe?trk=x', name: 'Jane Doe' }

describe('validateImportRow', () => {
  it('reads a full row: normalised id, company keyed by domain, emails and phones in E.164', () => {
    expect(
      accepted({
        ...minimal,
        title: '  Head of   Sales ',
        is_decision_maker: 'Yes',
        seniority: 'Head',
        company_name: 'Acme',
        company_website: 'https://www.Acme.example/about',
        company_country: 'de',
        company_region: 'europe',
        company_industry: 'machinery_equipment',
        company_employee_count: '250',
        emails: 'Jane@Acme.example | j.doe@acme.example',
        email_statuses: 'valid|accept-all',
        email_checked_at: '2026-03-01',
        phones: '030 1234567|+8613812345678',
        phone_types: '|mobile',
        whatsapp: 'false|true',
      }),
    ).toEqual({
      company: {
        name: 'Acme',
        domain: 'acme.example',
        website: 'https://www.Acme.example/about',
        country: 'DE',
        logoUrl: null,
        url: null,
        region: 'EUROPE',
        industry: 'MACHINERY_EQUIPMENT',
        employeeCount: 250,
      },
      person: {
        profileId: 'jane-doe',
        name: 'Jane Doe',
        title: 'Head of Sales',
        isDecisionMaker: true,
        seniority: 'head',
        companyDomain: 'acme.example',
        emails: [
          { address: 'jane@acme.example', status: 'valid', checkedAt: instant(Date.UTC(2026, 2, 1)) },
          { address: 'j.doe@acme.example', status: 'accept_all', checkedAt: instant(Date.UTC(2026, 2, 1)) },
        ],
        phones: [
          { e164: '+49301234567', type: null, whatsappValid: false },
          { e164: '+8613812345678', type: 'mobile', whatsappValid: true },
        ],
      },
    })
  })

  it('a row with only a profile and a name is a person without company or contacts', () => {
    expect(accepted({ profile_id: ' JANE-doe ', name: 'Jane' })).toEqual({
      company: null,
      person: {
        profileId: 'jane-doe',
        name: 'Jane',
        title: null,
        isDecisionMaker: false,
        seniority: null,
        companyDomain: null,
        emails: [],
        phones: [],
      },
    })
  })

  it('emails default to status unknown, checked at the import; JSON arrays work as lists', () => {
    expect(accepted({ ...minimal, emails: ['a@x.example', 'b@x.example'] }).person.emails).toEqual([
      { address: 'a@x.example', status: 'unknown', checkedAt: importedAt },
      { address: 'b@x.example', status: 'unknown', checkedAt: importedAt },
    ])
  })

  it.each([
    [{ name: 'No Id' }, 'profile_url or profile_id is required'],
    [{ ...minimal, profile_url: 'https://example.com/jane' }, 'profile_url is not a profile link'],
    [{ ...minimal, profile_id: 'someone-else' }, 'profile_url and profile_id name different people'],
    [{ profile_id: 'x', name: '  ' }, 'name is missing'],
    [{ ...minimal, company_name: 'Acme' }, 'company_domain is missing or not a domain'],
    [{ ...minimal, company_domain: 'acme.example' }, 'company_name is missing'],
    [
      { ...minimal, company_name: 'A', company_domain: 'a.example', company_country: 'Germany' },
      'company_country',
    ],
    [
      { ...minimal, company_name: 'A', company_domain: 'a.example', company_industry: 'Mining' },
      'company_industry',
    ],
    [{ ...minimal, emails: 'not-an-email' }, '"not-an-email" is not an email address'],
    [{ ...minimal, emails: 'a@x.example|b@x.example', email_statuses: 'valid|bogus' }, 'email status'],
    [
      { ...minimal, emails: 'a@x.example', email_statuses: 'valid|valid' },
      'email_statuses has 2 values for 1 entries',
    ],
    [
      { ...minimal, emails: 'a@x.example', email_checked_at: 'yesterday' },
      'email_checked_at is not an ISO 8601 date',
    ],
    [{ ...minimal, phones: '12345' }, '"12345" is not a phone number (no country code)'],
    [{ ...minimal, phones: '+49 12' }, '"+49 12" is not a phone number'],
    [{ ...minimal, phones: '+8613812345678', phone_types: 'pager' }, 'phone type'],
    [{ ...minimal, is_decision_maker: 'maybe' }, 'is_decision_maker must be true or false'],
    [{ ...minimal, title: { nested: true } }, 'title must be text'],
    [{ ...minimal, name: ['a', 'b'] }, 'name must be a single value'],
  ])('rejects %j with a reason', (row, expected) => {
    expect(reason(row)).toContain(expected)
  })

  it('rejects what is not a row at all', () => {
    for (const value of [null, 'text', 42, ['a']])
      expect(reason(value as never)).toBe('a row must be an object of columns')
  })
})
