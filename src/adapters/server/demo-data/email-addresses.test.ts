import { describe, expect, it } from 'vitest'
import { addressBook, localPartFor, verifiedEmail } from './email-addresses.ts'
import { seededRandom } from './seeded-random.ts'

describe('email addresses', () => {
  it.each([
    ['first.last', 'jane.doe'],
    ['flast', 'jdoe'],
    ['first', 'jane'],
    ['first_last', 'jane_doe'],
    ['firstl', 'janed'],
  ] as const)('pattern %s gives %s', (pattern, local) => {
    expect(localPartFor(pattern, 'Jane', 'Doe')).toBe(local)
  })

  it('turns accented and multi-word names into plain ASCII', () => {
    expect(localPartFor('first.last', 'Chloé', 'de Vries')).toBe('chloe.devries')
    expect(localPartFor('flast', 'Min-jun', 'Al-Sayed')).toBe('malsayed')
  })

  it('never hands out the same mailbox twice on a domain', () => {
    const claim = addressBook('acme-1.example')
    expect([claim('wei'), claim('wei'), claim('wei2'), claim('wei')]).toEqual([
      'wei@acme-1.example',
      'wei2@acme-1.example',
      'wei22@acme-1.example',
      'wei3@acme-1.example',
    ])
  })

  it('marks every address of a catch-all domain accept_all and dates checks within 90 days', () => {
    const asOf = new Date('2025-06-01T00:00:00Z')
    const random = seededRandom('mail')
    for (let i = 0; i < 500; i++) {
      const email = verifiedEmail(random, 'a@b.example', { pattern: 'first', catchAll: true }, asOf)
      expect(email.status).toBe('accept_all')
      const age = asOf.getTime() - Date.parse(email.checkedAt)
      expect(age >= 0 && age < 90 * 86_400_000).toBe(true)
    }
  })
})
