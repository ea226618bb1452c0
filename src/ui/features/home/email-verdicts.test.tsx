// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import {
  aWallet,
  creditsLeft,
  seedContacts,
  type WorldPerson,
} from '../../../composition/testing/contacts-world.fixture.ts'
import { type MailWorld, oneDomainMailWorld } from '../../../composition/testing/mail-world.fixture.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { renderHomePage } from './testing/home-test-app.tsx'

// Issue 19 §3/§4 and issue 24 item 4: each revealed email on the home reveal card (and so in the
// extension's popup, which shows the same card) shows its verdict badge, what it means on hover, the
// date it was checked, and "Report bounce". Against the real service and a mail world on loopback where
// brightfold.mailworld's mail server knows j.doe only: a report of jane@ is re-checked invalid (a
// reserved domain such as .example is never contacted).
const JANE: WorldPerson = {
  linkedinId: 'jane-doe',
  name: 'Jane Doe',
  title: 'Head of Sales',
  companyDomain: 'brightfold.mailworld',
  emails: [
    { address: 'jane@brightfold.mailworld', verdict: 'valid', checkedAt: '2026-10-01T09:00:00.000Z' },
    // Older than REVERIFY_AFTER_DAYS (3650 here, so the first stays fresh whenever this runs).
    { address: 'j.doe@brightfold.mailworld', verdict: 'accept_all', checkedAt: '2015-03-14T09:00:00.000Z' },
  ],
  phones: [],
}

let api: RealApi
let mail: MailWorld
beforeAll(async () => {
  const { world, settings } = await oneDomainMailWorld('brightfold.mailworld', '127.0.0.34', ['j.doe'])
  mail = world
  api = await startRealApi({ ...settings, REVERIFY_AFTER_DAYS: '3650' })
  await seedContacts(api, {
    companies: [{ name: 'Brightfold Ltd', domain: 'brightfold.mailworld' }],
    people: [JANE],
  })
})
afterAll(async () => {
  await api.close()
  await mail.close()
})

let users = 0
/** How many wait steps (10 ms each, and whatever React runs) a bounce's re-check may take. */
const RECHECK = 1_500

const type = (input: HTMLInputElement, value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
const buttons = () => [...document.querySelectorAll('button')]
const button = (name: string) => buttons().find((b) => b.textContent?.trim() === name)
const bounce = (address: string) =>
  document.querySelector<HTMLElement>(`[data-bounce="${address}"]`) ?? undefined
const result = () => document.querySelector('main section[aria-live]')?.textContent ?? ''
const check = (address: string) => document.querySelector(`[data-email-check="${address}"]`)

describe('home reveal card: verdict, date and bounce of each revealed email', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const revealed = async (language: Language = 'en') => {
    const identity = new InMemoryIdentity()
    const account = { sub: `user-${++users}`, username: 'ann', email: null, admin: false }
    const token = await tokenFor(api, account)
    identity.signInDirectly(account, token)
    await aWallet(api, account.sub, token, { free: 0, email: 3 })
    const app = await renderHomePage({ api, identity, language })
    unmount = app.unmount
    const input = document.querySelector('input[type="url"]') as HTMLInputElement
    await act(async () => type(input, 'https://www.linkedin.com/in/jane-doe'))
    await act(async () => button(language === 'en' ? 'Find contacts' : '查找联系方式')?.click())
    await app.until(() => result().includes('Jane Doe'))
    // Nothing is shown of the verdicts while the emails are masked.
    expect(document.querySelector('[data-email-check]')).toBeNull()
    const reveal = language === 'en' ? 'Reveal contacts' : '解锁联系方式'
    await act(async () => button(reveal)?.click())
    // j.doe@ is shown to everyone whatever happens to jane@ (a bounce found invalid takes her address
    // off every card, and the tests share one service).
    await app.until(() => check('j.doe@brightfold.mailworld') !== null)
    return { app, wallet: async () => (await creditsLeft(api, token)).email }
  }

  it('shows the badge with its meaning as the tooltip, the checked date, and re-checking for a stale one', async () => {
    await revealed()
    const valid = check('jane@brightfold.mailworld')
    const badge = valid?.querySelector('[data-verdict]')
    expect(badge?.textContent).toBe('Verified')
    expect(badge?.getAttribute('title')).toContain('accepts this mailbox')
    expect(valid?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-01T09:00:00.000Z')
    expect(valid?.textContent).toContain('checked')
    expect(valid?.textContent).not.toContain('re-checking')
    const stale = check('j.doe@brightfold.mailworld')
    expect(stale?.querySelector('[data-verdict]')?.textContent).toBe('Accept-all')
    expect(stale?.textContent).toContain('re-checking…')
  })

  it('in Chinese too', async () => {
    await revealed('zh')
    const valid = check('jane@brightfold.mailworld')
    expect(valid?.querySelector('[data-verdict]')?.textContent).toBe('已验证')
    expect(valid?.querySelector('[data-verdict]')?.getAttribute('title')).toContain('邮件服务器接受此邮箱')
    expect(valid?.textContent).toContain('验证于')
    expect(valid?.textContent).toContain('报告退信')
  })

  it('a bounce re-checked invalid gives the credit back, says so, and the address leaves the card', async () => {
    const { app, wallet } = await revealed('en')
    expect(await wallet()).toBe(2)
    await act(async () => bounce('jane@brightfold.mailworld')?.click())
    // A re-check is an SMTP conversation with the mail world: its waits get a wider bound.
    await app.until(() => app.text().includes('Re-checked: invalid. 1 credit given back.'), RECHECK)
    await app.until(() => check('jane@brightfold.mailworld') === null, RECHECK)
    expect(await wallet()).toBe(3)
    expect(result()).toContain('j.doe@brightfold.mailworld')
  })

  it('a bounce of an address that still takes mail gives nothing back, and cannot be reported twice', async () => {
    const { app } = await revealed()
    const report = () => bounce('j.doe@brightfold.mailworld')
    await act(async () => report()?.click())
    await app.until(() => app.text().includes('Re-checked: Verified. The address still takes mail'), RECHECK)
    expect(report()?.hasAttribute('disabled')).toBe(true)
  })
})
