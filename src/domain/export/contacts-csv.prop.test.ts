import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import {
  CONTACT_CSV_HEADER,
  type ContactForExport,
  contactCsvCells,
  contactsCsv,
  exportFileName,
} from './contacts-csv.ts'

// No line breaks, so that the lines of a file are its records (the CSV writer's own test covers them).
const aText = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((t) => !/[\r\n]/.test(t))
const anEmail = fc.stringMatching(/^[a-z0-9.]{1,10}$/).map((t) => `${t}@acme.example`)
const aPhone = fc.integer({ min: 1_000_000, max: 999_999_999 }).map((n) => `+86${n}`)
const aContact: fc.Arbitrary<ContactForExport> = fc.record({
  name: aText,
  title: fc.option(aText, { nil: null }),
  company: fc.option(aText, { nil: null }),
  domain: fc.option(fc.constant('acme.example'), { nil: null }),
  profileUrl: aText.map((t) => `https://www.linkedin.com/in/${encodeURIComponent(t)}`),
  emails: fc.array(anEmail, { maxLength: 3 }),
  emailChecks: fc.array(
    fc.record({
      verdict: fc.constantFrom(
        'valid' as const,
        'accept_all' as const,
        'unknown' as const,
        'invalid' as const,
      ),
      checkedAt: fc.integer({ min: 0, max: 4_102_444_800_000 }).map(instant),
    }),
    { maxLength: 3 },
  ),
  phones: fc.array(aPhone, { maxLength: 3 }),
  whatsappValid: fc.boolean(),
  revealed: fc.record({ emails: fc.boolean(), phones: fc.boolean() }),
  revealedAt: fc.integer({ min: 0, max: 4_102_444_800_000 }).map(instant),
})

const column = (name: (typeof CONTACT_CSV_HEADER)[number]) => CONTACT_CSV_HEADER.indexOf(name)

describe('contacts export rows', () => {
  it('an unrevealed part is an empty cell, never a masked value', () => {
    fc.assert(
      fc.property(aContact, (c) => {
        const cells = contactCsvCells(c)
        if (!c.revealed.emails) {
          expect(cells[column('emails')]).toBe('')
          expect(cells[column('email_verdicts')]).toBe('')
          expect(cells[column('email_checked_at')]).toBe('')
        }
        if (!c.revealed.phones) {
          expect(cells[column('phones')]).toBe('')
          expect(cells[column('whatsapp')]).toBe('')
        }
      }),
    )
  })

  it('a revealed part holds every value, in order, joined by "; "', () => {
    fc.assert(
      fc.property(aContact, (c) => {
        const cells = contactCsvCells(c)
        if (c.revealed.emails)
          expect(cells[column('emails')]?.split('; ')).toEqual(c.emails.length ? c.emails : [''])
        if (c.revealed.phones)
          expect(cells[column('phones')]?.split('; ')).toEqual(c.phones.length ? c.phones : [''])
      }),
    )
  })

  it('every row has one cell per header column', () => {
    fc.assert(fc.property(aContact, (c) => contactCsvCells(c).length === CONTACT_CSV_HEADER.length))
  })

  it('the file starts with a byte-order mark and the header, one line per contact after it', () => {
    fc.assert(
      fc.property(fc.array(aContact, { maxLength: 5 }), (contacts) => {
        const file = contactsCsv(contacts)
        expect(file.startsWith(`\uFEFF${CONTACT_CSV_HEADER.join(',')}\r\n`)).toBe(true)
        // Header and rows: no cell of these contacts holds a line break, so lines are records.
        const lines = file.split('\r\n')
        expect(lines.length).toBe(contacts.length + 2)
      }),
    )
  })

  it('names the file by the UTC date', () => {
    expect(exportFileName(instant(Date.UTC(2026, 2, 5, 23, 59)))).toBe('leadlens-contacts-2026-03-05.csv')
  })
})
