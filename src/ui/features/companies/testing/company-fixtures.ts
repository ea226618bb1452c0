// Test support, not product code: a small company directory for the company search page's tests.
import type { FakeCompany } from '../../../../application/testing/in-memory-companies.gateway.ts'
import type { FakePerson } from '../../../../application/testing/in-memory-contacts.gateway.ts'

export const JANE: FakePerson = {
  linkedinId: 'jane-doe',
  name: 'Jane Doe',
  title: 'Head of Sales',
  company: 'Brightfold Ltd',
  emails: ['jane@brightfold.example'],
  phones: ['+15550100123'],
  whatsappValid: true,
}

/** A member with no title and no phone: the table shows N/A for both. */
export const OMAR: FakePerson = {
  linkedinId: 'omar-ali',
  name: 'Omar Ali',
  title: null,
  company: 'Brightfold Ltd',
  emails: ['omar@brightfold.example'],
  phones: [],
  whatsappValid: false,
}

const filler = (i: number, role: string): FakePerson => ({
  linkedinId: `${role}-${i}`,
  name: `${role === 'dm' ? 'Decider' : 'Member'} ${i}`,
  title: `Title ${i}`,
  company: 'Brightfold Ltd',
  emails: [`${role}${i}@brightfold.example`],
  phones: [],
  whatsappValid: false,
})

const deciders = [JANE, OMAR, ...Array.from({ length: 60 }, (_, i) => filler(i, 'dm'))]
const others = Array.from({ length: 5 }, (_, i) => filler(i, 'other'))

export const PEOPLE: readonly FakePerson[] = [...deciders, ...others]

/** 62 decision makers (7 pages) and 5 other members. */
export const BRIGHTFOLD: FakeCompany = {
  item: {
    name: 'Brightfold Ltd',
    website: 'https://brightfold.example',
    country: 'United Kingdom',
    logoUrl: null,
    url: null,
    domain: 'brightfold.example',
  },
  decisionMakers: deciders.map((p) => p.linkedinId),
  others: others.map((p) => p.linkedinId),
}

export const BRIGHTWAVE: FakeCompany = {
  item: {
    name: 'Brightwave Inc',
    website: null,
    country: null,
    logoUrl: 'https://logos.example/brightwave.png',
    url: null,
    domain: 'brightwave.example',
  },
  decisionMakers: [],
  others: [],
}

export const COMPANIES: readonly FakeCompany[] = [BRIGHTFOLD, BRIGHTWAVE]
