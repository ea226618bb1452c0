import { contactsGatewayContract } from '../../../tests/contract/contacts-gateway.contract.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { InMemoryContactsGateway } from './in-memory-contacts.gateway.ts'

const PERSON = {
  linkedinId: 'jane-doe',
  name: 'Jane Doe',
  title: 'Head of Sales',
  company: 'Brightfold Ltd',
  emails: ['jane@brightfold.example', 'j.doe@brightfold.example'],
  phones: ['+15550100123'],
  whatsappValid: true,
}

contactsGatewayContract('in-memory fake', async () => {
  const gateway = new InMemoryContactsGateway([PERSON])
  let users = 0
  const user = () => `user-${++users}`
  return {
    gateway,
    person: { id: PERSON.linkedinId as ProfileId, ...PERSON },
    unknownId: 'nobody-at-all' as ProfileId,
    newUser: async () => gateway.tokenFor(user()),
    brokeUser: async () => gateway.tokenFor(user(), { free: 0 }),
    emailOnlyUser: async () => gateway.tokenFor(user(), { free: 0, email: 5 }),
    leadUser: async () => gateway.tokenFor(user(), { free: 0, lead: 5 }),
    refusedToken: async () => 'not-a-token',
    close: async () => {},
  }
})
