import { companiesGatewayContract } from '../../../tests/contract/companies-gateway.contract.ts'
import { type FakeCompany, InMemoryCompaniesGateway } from './in-memory-companies.gateway.ts'
import { type FakePerson, InMemoryContactsGateway } from './in-memory-contacts.gateway.ts'

const person = (i: number, role: string): FakePerson => ({
  linkedinId: `${role}-${i}`,
  name: `Person ${role} ${i}`,
  title: i % 3 === 0 ? null : `Title ${i}`,
  company: 'Brightfold Ltd',
  emails: i % 4 === 3 ? [] : [`p${i}.${role}@brightfold.example`],
  phones: i % 2 === 0 ? [`+1555010${String(i).padStart(4, '0')}`] : [],
  whatsappValid: i % 4 === 0,
})

const deciders = Array.from({ length: 23 }, (_, i) => person(i, 'dm'))
const others = Array.from({ length: 7 }, (_, i) => person(i, 'other'))
const COMPANY: FakeCompany = {
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

companiesGatewayContract('in-memory fake', async () => {
  const contacts = new InMemoryContactsGateway([...deciders, ...others])
  const gateway = new InMemoryCompaniesGateway(contacts, [COMPANY])
  let users = 0
  const user = () => `user-${++users}`
  return {
    gateway,
    contacts,
    company: { name: COMPANY.item.name, domain: COMPANY.item.domain },
    newUser: async () => contacts.tokenFor(user()),
    brokeUser: async () => contacts.tokenFor(user(), { free: 0 }),
    exporter: async () => {
      const token = contacts.tokenFor(user())
      gateway.allowExport(token)
      return token
    },
    refusedToken: async () => 'not-a-token',
    close: async () => {},
  }
})
