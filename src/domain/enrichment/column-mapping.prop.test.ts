import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COLUMN_ROLES,
  guessMapping,
  isUsableMapping,
  isWellFormedMapping,
  mappingUse,
} from './column-mapping.ts'

const CANONICAL: Record<(typeof COLUMN_ROLES)[number], readonly string[]> = {
  profileLink: ['LinkedIn URL', 'Profile Link', 'linkedin_url', '领英链接'],
  firstName: ['First Name', 'first_name', 'FirstName', '名'],
  lastName: ['Last Name', 'last_name', 'Surname', '姓'],
  fullName: ['Full Name', 'Name', '姓名'],
  company: ['Company', 'Company Name', 'organisation', '公司名称'],
  domain: ['Domain', 'Website', 'company_domain', '网站'],
  email: ['Email', 'E-mail', 'email_address', '邮箱'],
}

const anyHeader = fc.string({ maxLength: 20 })

describe('column guessing', () => {
  it('maps each role to at most one column and each column to at most one role, within the header', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(anyHeader, fc.constantFrom(...Object.values(CANONICAL).flat())), { maxLength: 12 }),
        (headers) => {
          const mapping = guessMapping(headers)
          expect(isWellFormedMapping(mapping, headers.length)).toBe(true)
        },
      ),
    )
  })

  it('finds every role whose usual header is present, wherever the column stands and whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...COLUMN_ROLES], { minLength: 1 }),
        fc.array(fc.constantFrom('Notes', 'Owner', 'Stage', 'Created', '备注'), { maxLength: 4 }),
        fc.nat(),
        (roles, noise, pick) => {
          const named = roles.map((role) => {
            const options = CANONICAL[role]
            return { role, header: options[pick % options.length] ?? '' }
          })
          const headers = [...noise, ...named.map((n) => n.header)]
          const mapping = guessMapping(headers)
          for (const { role, header } of named) expect(headers[mapping[role] ?? -1]).toBe(header)
        },
      ),
    )
  })

  it('a mapping is usable exactly when it allows a profile look-up, the finder, or a verification', () => {
    const mapped = fc.nat(20)
    fc.assert(
      fc.property(
        fc.record({
          profileLink: mapped,
          firstName: mapped,
          lastName: mapped,
          fullName: mapped,
          company: mapped,
          domain: mapped,
          email: mapped,
        }),
        (m) => {
          const use = mappingUse(m)
          expect(isUsableMapping(m)).toBe(use.profiles || use.finder || use.verify)
          if (
            m.profileLink === undefined &&
            m.email === undefined &&
            m.company === undefined &&
            m.domain === undefined
          )
            expect(isUsableMapping(m)).toBe(false)
        },
      ),
    )
  })
})
