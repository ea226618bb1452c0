// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import {
  holdPeople,
  numberedPeople,
  revealPeople,
} from '../../../composition/testing/workspace-world.fixture.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { click, type } from '../invitations/testing/page-actions.ts'
import { renderContacts } from './testing/render-contacts.tsx'

// The Contacts page against the real service: Ada revealed Person 001 to Person 120 in that order (so
// Person 120 is the newest); Li revealed three of them; Nobody revealed no one.
const ADA: TestAccount = { sub: 'u-ada', username: 'ada', email: null, admin: false }
const LI: TestAccount = { sub: 'u-li', username: 'li', email: null, admin: false }
const NOBODY: TestAccount = { sub: 'u-nobody', username: 'nobody', email: null, admin: false }

const zh = (key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES.zh) as string

let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
  const people = numberedPeople(120)
  await holdPeople(api, people)
  const ids = people.map((p) => p.profileId)
  await revealPeople(api, await tokenFor(api, ADA), ADA.sub, ids)
  await revealPeople(api, await tokenFor(api, LI), LI.sub, ids.slice(0, 3))
}, 120_000)
afterAll(() => api.close())

const names = () =>
  [...document.querySelectorAll('[data-testid="contacts-grid"] tbody tr td:nth-child(2) a')].map(
    (a) => a.textContent,
  )
const count = () => document.querySelector('[data-testid="contacts-count"]')?.textContent ?? ''

describe('the Contacts page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('says so when nobody was revealed yet', async () => {
    const app = await renderContacts({ api, account: NOBODY })
    unmount = app.unmount
    await app.until(() => document.body.textContent?.includes('No contacts yet') === true)
    expect(document.body.textContent).toContain(
      'People you reveal in Search or with the extension appear here.',
    )
  })

  it('shows the newest first, pages forward and back, and searches after typing pauses', async () => {
    const app = await renderContacts({ api, account: ADA })
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
    const app = await renderContacts({ api, account: LI, language: 'zh' })
    unmount = app.unmount
    await app.until(() => names().length === 3)
    expect(document.querySelector('h1')?.textContent).toBe(zh('contacts.title'))
    expect(document.body.textContent).toContain(zh('contacts.lists.all'))
  })
})
