// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type MailWorld, oneDomainMailWorld } from '../../../composition/testing/mail-world.fixture.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { OMAR, seedCompanyWorld } from './testing/company-fixtures.ts'
import { renderCompanySearch } from './testing/render-company-search.tsx'

// Against the real service with Brightfold's directory, and a mail world on loopback that has no
// mailbox for Omar (his address at brightfold.mailworld here: a reserved domain such as .example is
// never contacted), so a report of his address is re-checked invalid.
const OMARS = 'omar@brightfold.mailworld'
let api: RealApi
let mail: MailWorld
beforeAll(async () => {
  const { world, settings } = await oneDomainMailWorld('brightfold.mailworld', '127.0.0.35', ['someone'])
  mail = world
  api = await startRealApi(settings)
  await seedCompanyWorld(api, { ...OMAR, emails: [OMARS] })
})
afterAll(async () => {
  await api.close()
  await mail.close()
})

// Issue 19 §3/§4 and issue 24 item 4: in the members table, each revealed email shows its verdict
// badge (its meaning on hover), the date it was checked, and "Report bounce"; masked ones show none.
const PAGE_ONE = '?company=Brightfold%20Ltd&domain=brightfold.example&page=1'
const EMAIL = 3
const row = (name: string) =>
  [...document.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(name))
const cell = (name: string, column: number) => row(name)?.querySelectorAll('td')[column]?.lastElementChild

describe('members table: verdict, date and bounce of revealed emails', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const open = async (language: Language = 'en') => {
    const app = await renderCompanySearch(api, { query: PAGE_ONE, revealed: ['omar-ali'], language })
    unmount = app.unmount
    await app.until(() => row('Omar Ali') !== undefined)
    return app
  }

  it('shows the badge, its meaning and the checked date beside a revealed email, nothing beside a masked one', async () => {
    await open()
    const omar = cell('Omar Ali', EMAIL)
    expect(omar?.querySelector('[data-verdict]')?.textContent).toBe('Verified')
    expect(omar?.querySelector('[data-verdict]')?.getAttribute('title')).toContain('accepts this mailbox')
    expect(omar?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-01T09:00:00.000Z')
    expect(omar?.querySelector(`[data-bounce="${OMARS}"]`)).not.toBeNull()
    expect(cell('Jane Doe', EMAIL)?.querySelector('[data-verdict]')).toBeNull()
  })

  it('in Chinese too', async () => {
    await open('zh')
    const omar = cell('Omar Ali', EMAIL)
    expect(omar?.querySelector('[data-verdict]')?.textContent).toBe('已验证')
    expect(omar?.textContent).toContain('验证于')
    expect(omar?.textContent).toContain('报告退信')
  })

  it('a bounce re-checked invalid gives the credit back and the address leaves the row', async () => {
    const app = await open()
    const before = (await app.wallet()).free
    await act(async () =>
      (row('Omar Ali')?.querySelector(`[data-bounce="${OMARS}"]`) as HTMLElement)?.click(),
    )
    // A re-check is an SMTP conversation with the mail world: its waits get a wider bound.
    await app.until(() => app.text().includes('Re-checked: invalid. 1 credit given back.'), 2_000)
    await app.until(() => !(cell('Omar Ali', EMAIL)?.textContent ?? '').includes(OMARS), 2_000)
    expect((await app.wallet()).free).toBe(before + 1)
  })
})
