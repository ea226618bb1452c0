// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryContactsWorkspaceGateway } from '../../../application/testing/in-memory-contacts-workspace.gateway.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { click, type } from '../invitations/testing/page-actions.ts'
import { renderContacts } from './testing/render-contacts.tsx'

const zh = (key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES.zh) as string

const person = (n: number) => ({
  profileId: `p-${n}`,
  url: `https://www.linkedin.com/in/p-${n}`,
  name: `Person ${String(n).padStart(3, '0')}`,
  title: null,
  company: n % 2 ? 'Acme' : 'Brightfold',
  companyDomain: n % 2 ? 'acme.example' : 'brightfold.example',
  email: `p${n}@acme.example`,
  verdict: 'valid' as const,
  checkedAt: '2026-01-02T00:00:00.000Z',
  phone: null,
  whatsappValid: false,
  revealedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
})

// One user whatever the token: the page's calls are the signed-in user's.
const gatewayWith = (people: number) =>
  new InMemoryContactsWorkspaceGateway(undefined, () => 'ada').hold(
    'ada',
    Array.from({ length: people }, (_, i) => person(i + 1)),
  )

const names = () =>
  [...document.querySelectorAll('[data-testid="contacts-grid"] tbody tr td:nth-child(2) a')].map(
    (a) => a.textContent,
  )
const count = () => document.querySelector('[data-testid="contacts-count"]')?.textContent ?? ''

describe('the Contacts page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('says so when nobody was revealed yet', async () => {
    const app = await renderContacts({ gateway: gatewayWith(0) })
    unmount = app.unmount
    await app.until(() => document.body.textContent?.includes('No contacts yet') === true)
    expect(document.body.textContent).toContain(
      'People you reveal in Search or with the extension appear here.',
    )
  })

  it('shows the newest first, pages forward and back, and searches after typing pauses', async () => {
    const app = await renderContacts({ gateway: gatewayWith(120) })
    unmount = app.unmount
    await app.until(() => names().length === 50)
    expect(names()[0]).toBe('Person 120')
    expect(count()).toBe('1–50 of 120 contacts')
    await click('Next')
    await app.until(() => names()[0] === 'Person 070')
    expect(count()).toBe('51–100 of 120 contacts')
    await click('Next')
    await app.until(() => names().length === 20)
    await click('Previous')
    await app.until(() => names()[0] === 'Person 070')
    await type('Search', 'person 007')
    await app.until(() => names().length === 1)
    expect(names()).toEqual(['Person 007'])
    expect(count()).toBe('1–1 of 1 contact')
  })

  it('in Chinese', async () => {
    const app = await renderContacts({ gateway: gatewayWith(3), language: 'zh' })
    unmount = app.unmount
    await app.until(() => names().length === 3)
    expect(document.querySelector('h1')?.textContent).toBe(zh('contacts.title'))
    expect(document.body.textContent).toContain(zh('contacts.lists.all'))
  })
})
