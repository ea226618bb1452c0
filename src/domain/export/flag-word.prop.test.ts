import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RESULT_COLUMNS, resultRecord } from '../enrichment/result-file.ts'
import { instant } from '../shared/instant.ts'
import { CONTACT_CSV_HEADER, contactCsvCells } from './contacts-csv.ts'
import { flagWord, phoneFlagWord } from './flag-word.ts'

// Issue 29 §21: the result file said yes/no where the contacts export said true/false.
describe('one vocabulary for flags in every export', () => {
  it('the contacts export and the enrichment result write the same word for the same WhatsApp flag', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.constant('+8613800000000'), { maxLength: 3 }), (flag, phones) => {
        const contact = contactCsvCells({
          name: 'A',
          title: null,
          company: null,
          domain: null,
          profileUrl: 'https://www.linkedin.com/in/a',
          emails: [],
          phones,
          whatsappValid: flag,
          revealed: { emails: false, phones: true },
          revealedAt: instant(0),
          emailChecks: [],
        })
        const answer = {
          email: null,
          verdict: null,
          checkedAt: null,
          phones,
          whatsapp: flag,
          company: null,
          title: null,
          profileLink: null,
        }
        const result = resultRecord(1, { cells: ['x'], status: 'found', reason: null, answer }, 'finished')
        const word = phoneFlagWord(phones.length, flag)
        expect(contact[CONTACT_CSV_HEADER.indexOf('whatsapp')]).toBe(word)
        expect(result[1 + RESULT_COLUMNS.indexOf('whatsapp')]).toBe(word)
        expect(['', flagWord(true), flagWord(false)]).toContain(word)
      }),
    )
  })
})
