import type { ContactEmail, ContactPhone } from '../../src/application/server/ports/contact-source.port.ts'
import type { SeedCompany, SeedPerson } from '../../src/application/testing/contact-seed.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { instant } from '../../src/domain/shared/instant.ts'

// A small world for the ContactSource contract: names chosen so prefix, fuzzy, wildcard and ordering
// cases each have exactly one right answer.

export const day = (n: number) => instant(Date.UTC(2026, 0, n))

export const aPerson = (id: string, name: string, more: Partial<SeedPerson> = {}): SeedPerson => ({
  profileId: id as ProfileId,
  name,
  title: null,
  isDecisionMaker: false,
  emails: [],
  phones: [],
  ...more,
})

export const aCompany = (
  id: string,
  name: string,
  domain: string,
  people: SeedPerson[] = [],
): SeedCompany => ({
  id,
  name,
  domain,
  website: `https://www.${domain}`,
  country: 'DE',
  logoUrl: null,
  url: `https://www.linkedin.com/company/${id}`,
  people,
})

const email = (address: string, status: ContactEmail['status'], checked: number): ContactEmail => ({
  address,
  status,
  checkedAt: day(checked),
})
const phone = (e164: string, type: ContactPhone['type'], whatsappValid = false): ContactPhone => ({
  e164,
  type,
  whatsappValid,
})

/** Emails and phones in the worst order, so the source has to sort them. */
export const ADA = aPerson('ada-lovelace', 'Ada Lovelace', {
  title: 'Chief Executive Officer',
  isDecisionMaker: true,
  emails: [
    email('ada.old@acme.example', 'unknown', 3),
    email('ada.bad@acme.example', 'invalid', 20),
    email('ada.maybe@acme.example', 'accept_all', 10),
    email('al@acme.example', 'valid', 4),
    email('ada@acme.example', 'valid', 12),
  ],
  phones: [
    phone('+493012345670', 'office'),
    phone('+493012345671', null),
    phone('+4915112345678', 'mobile', true),
    phone('+493012345672', 'direct'),
  ],
})

export const SOLO = aPerson('solo-trader', 'Sam Solo', { emails: [email('sam@solo.example', 'valid', 2)] })

const memberNames = ['Zoe Adams', 'Li Wei', 'Li Wei', 'Bo Chen', 'Émile Roux', 'Anna Berg', 'Carl Diaz']
const decisionMakers = memberNames.map((name, i) =>
  aPerson(`dm-${String.fromCharCode(106 - i)}`, name, { isDecisionMaker: true, title: 'Director' }),
)
const others = Array.from({ length: 16 }, (_, i) =>
  aPerson(`staff-${(i * 7) % 16}`, `Staff ${String.fromCharCode(80 - (i % 5))}`, {
    emails: i === 0 ? [email('staff0@wide.example', 'invalid', 1)] : [],
  }),
)
export const WIDE = aCompany('co-wide', 'Wide Members Co', 'wide.example', [...decisionMakers, ...others])

export const ACME = aCompany('co-acme', 'Acme', 'acme.example', [ADA])

export const CONTACT_WORLD: {
  readonly companies: readonly SeedCompany[]
  readonly loose: readonly SeedPerson[]
} = {
  companies: [
    aCompany('co-acmeco', 'Acmeco Trading', 'acmeco.example'),
    aCompany('co-the-acme', 'The Acme Group', 'theacmegroup.example'),
    ACME,
    aCompany('co-acme-robotics', 'ACME Robotics', 'acmerobotics.example'),
    aCompany('co-acme-holdings', 'Acme Holdings', 'acme-holdings.example'),
    aCompany('co-zenith', 'Zenith Labs', 'zenith.example'),
    ...Array.from({ length: 12 }, (_, i) => {
      const n = String(12 - i).padStart(2, '0')
      return aCompany(`co-nova-${n}`, `Nova ${n}`, `nova${n}.example`)
    }),
    aCompany('co-nat-ural', 'Nat_Ural', 'natural.example'),
    aCompany('co-natxural', 'Natxural Foods', 'natxural.example'),
    aCompany('co-beijing', '北京科技有限公司', 'bjkj.example'),
    WIDE,
  ],
  loose: [SOLO],
}

export const PEOPLE_IN_WORLD =
  CONTACT_WORLD.companies.reduce((n, c) => n + c.people.length, 0) + CONTACT_WORLD.loose.length
