// Test support, not product code: a small company directory for the company search page's tests,
// written into the real service's tables (src/composition/testing/contacts-world.fixture.ts).
import {
  seedContacts,
  type WorldCompany,
  type WorldPerson,
} from '../../../../composition/testing/contacts-world.fixture.ts'
import type { RealApi } from '../../../testing/real-api.fixture.ts'

export const JANE: WorldPerson = {
  linkedinId: 'jane-doe',
  name: 'Jane Doe',
  title: 'Head of Sales',
  companyDomain: 'brightfold.example',
  emails: ['jane@brightfold.example'],
  phones: ['+15550100123'],
  whatsappValid: true,
}

/** A member with no title and no phone: the table shows N/A for both. */
export const OMAR: WorldPerson = {
  linkedinId: 'omar-ali',
  name: 'Omar Ali',
  title: null,
  companyDomain: 'brightfold.example',
  emails: ['omar@brightfold.example'],
  phones: [],
}

const filler = (i: number, role: 'dm' | 'other'): WorldPerson => ({
  linkedinId: `${role}-${i}`,
  // The service lists a section by name (byte order): these come after Jane and Omar, in number order.
  name: role === 'dm' ? `Pat Decider ${String(i).padStart(2, '0')}` : `Member ${i}`,
  title: `Title ${i}`,
  companyDomain: 'brightfold.example',
  decisionMaker: role === 'dm',
  emails: [`${role}${i}@brightfold.example`],
  phones: [],
})

const deciders = [JANE, OMAR, ...Array.from({ length: 60 }, (_, i) => filler(i, 'dm'))]
const others = Array.from({ length: 5 }, (_, i) => filler(i, 'other'))

export const PEOPLE: readonly WorldPerson[] = [...deciders, ...others]

/** 62 decision makers (7 pages) and 5 other members. */
export const BRIGHTFOLD: WorldCompany = {
  name: 'Brightfold Ltd',
  website: 'https://brightfold.example',
  country: 'United Kingdom',
  domain: 'brightfold.example',
}

export const BRIGHTWAVE: WorldCompany = {
  name: 'Brightwave Inc',
  logoUrl: 'https://logos.example/brightwave.png',
  domain: 'brightwave.example',
}

export const COMPANIES: readonly WorldCompany[] = [BRIGHTFOLD, BRIGHTWAVE]

/** The directory in the service's database; `instead` stands in for the person of its linkedinId. */
export const seedCompanyWorld = (api: RealApi, instead?: WorldPerson) =>
  seedContacts(api, {
    companies: COMPANIES,
    people: PEOPLE.map((p) => (p.linkedinId === instead?.linkedinId ? instead : p)),
  })
