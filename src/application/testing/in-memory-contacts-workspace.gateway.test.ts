import { describe, expect, it } from 'vitest'
import { contactsWorkspaceGatewayContract } from '../../../tests/contract/contacts-workspace-gateway.contract.ts'
import { InMemoryContactsWorkspaceGateway } from './in-memory-contacts-workspace.gateway.ts'

let users = 0
const shared = new InMemoryContactsWorkspaceGateway()
contactsWorkspaceGatewayContract('in memory', async () => ({ gateway: shared, user: `user-${++users}` }))

const ada = {
  profileId: 'ada',
  url: 'https://www.linkedin.com/in/ada',
  name: 'Ada Lovelace',
  title: null,
  company: 'Acme',
  companyDomain: 'acme.example',
  email: 'ada@acme.example',
  verdict: 'valid' as const,
  checkedAt: '2026-01-02T00:00:00.000Z',
  phone: null,
  whatsappValid: false,
  revealedAt: '2026-01-03T00:00:00.000Z',
}

describe('InMemoryContactsWorkspaceGateway beyond the contract', () => {
  it('pages held contacts, adds them to lists, and re-verifies once a day', async () => {
    const gateway = new InMemoryContactsWorkspaceGateway(() => new Date('2026-02-01T00:00:00Z')).hold('u', [
      ada,
      {
        ...ada,
        profileId: 'li',
        name: 'Li Wei',
        email: null,
        verdict: null,
        revealedAt: '2026-01-04T00:00:00.000Z',
      },
    ])
    const page = await gateway.contacts('u', { filter: {}, sort: 'revealed', direction: 'desc', limit: 1 })
    expect(page).toMatchObject({ contacts: [{ profileId: 'li' }], total: 2, more: false })
    const list = await gateway.createList('u', 'VIP')
    if (!('id' in list)) throw new Error('no list')
    expect(await gateway.addToList('u', list.id, ['ada', 'li', 'nobody'])).toEqual({ added: 2 })
    expect(await gateway.reverify('u', ['ada', 'li'])).toEqual({
      queued: 1,
      tooSoon: 0,
      noEmail: 1,
      notHeld: 0,
    })
    expect(await gateway.reverify('u', ['ada'])).toEqual({ queued: 0, tooSoon: 1, noEmail: 0, notHeld: 0 })
    const found = await gateway.contacts('u', {
      filter: { search: 'LOVE', listId: list.id },
      sort: 'name',
      direction: 'asc',
      limit: 50,
    })
    expect(found).toMatchObject({ contacts: [{ profileId: 'ada', lists: [list.id] }], total: 1 })
  })
})
