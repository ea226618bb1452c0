import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type MemberFacts, memberRow } from './member-row.ts'

const phone = fc.stringMatching(/^\+[1-9][0-9]{7,12}$/)
const member: fc.Arbitrary<MemberFacts> = fc.record({
  name: fc.string(),
  title: fc.option(fc.string(), { nil: null }),
  companyName: fc.string(),
  emails: fc.array(fc.oneof(fc.emailAddress(), fc.constant(''), fc.constant('  ')), { maxLength: 3 }),
  phones: fc.array(phone, { maxLength: 3 }),
  whatsappValid: fc.boolean(),
  revealed: fc.record({ emails: fc.boolean(), phones: fc.boolean() }),
})

describe('the members table row', () => {
  it('a blank or missing text is N/A (null); any other is shown trimmed', () => {
    fc.assert(
      fc.property(member, (m) => {
        const row = memberRow(m)
        for (const [shown, raw] of [
          [row.title, m.title],
          [row.name, m.name],
          [row.company, m.companyName],
        ] as const) {
          if ((raw ?? '').trim() === '') expect(shown).toBeNull()
          else expect(shown).toBe(raw?.trim())
        }
      }),
    )
  })

  it('a contact cell is N/A exactly when there is no value, and revealed as the member says', () => {
    fc.assert(
      fc.property(member, (m) => {
        const row = memberRow(m)
        const emails = m.emails.filter((e) => e.trim() !== '')
        if (emails.length === 0) expect(row.emails).toBeNull()
        else expect(row.emails).toEqual({ values: emails, revealed: m.revealed.emails })
        if (m.phones.length === 0) expect(row.phones).toBeNull()
        else expect(row.phones?.revealed).toBe(m.revealed.phones)
      }),
    )
  })

  it('there is a chat link only for a revealed first phone on WhatsApp, and it dials that phone', () => {
    fc.assert(
      fc.property(member, (m) => {
        const { chat } = memberRow(m)
        if (!m.revealed.phones || !m.whatsappValid || m.phones.length === 0) expect(chat).toBeNull()
        else expect(chat).toBe(`https://wa.me/${m.phones[0]?.slice(1)}`)
      }),
    )
  })

  it('a member with nothing left to reveal offers no reveal choice', () => {
    fc.assert(
      fc.property(member, (m) => {
        const row = memberRow(m)
        expect(row.choices.length === 0).toBe(!row.pending.emails && !row.pending.phones)
        expect(row.pending.emails).toBe(m.emails.some((e) => e.trim() !== '') && !m.revealed.emails)
      }),
    )
  })
})
