// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type FakePerson,
  InMemoryContactsGateway,
} from '../../../application/testing/in-memory-contacts.gateway.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { renderHomePage } from './testing/home-test-app.tsx'

// Issue 19 §3/§4 and issue 24 item 4: each revealed email on the home reveal card (and so in the
// extension's popup, which shows the same card) shows its verdict badge, what it means on hover, the
// date it was checked, and "Report bounce".
const JANE: FakePerson = {
  linkedinId: 'jane-doe',
  name: 'Jane Doe',
  title: 'Head of Sales',
  company: 'Brightfold Ltd',
  emails: ['jane@brightfold.example', 'j.doe@brightfold.example'],
  phones: [],
  whatsappValid: false,
  emailVerdicts: {
    'jane@brightfold.example': { verdict: 'valid', checkedAt: '2026-10-01T09:00:00.000Z' },
    'j.doe@brightfold.example': {
      verdict: 'accept_all',
      checkedAt: '2025-03-14T09:00:00.000Z',
      recheckPending: true,
    },
  },
}

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

  const revealed = async (language: Language = 'en', contacts = new InMemoryContactsGateway([JANE])) => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly({ sub: 'user-1', username: 'ann', email: null, admin: false })
    const token = String(await identity.accessToken())
    contacts.tokenFor(token, { email: 3 })
    const app = await renderHomePage({ identity, contacts, language })
    unmount = app.unmount
    const input = document.querySelector('input[type="url"]') as HTMLInputElement
    await act(async () => type(input, 'https://www.linkedin.com/in/jane-doe'))
    await act(async () => button(language === 'en' ? 'Find contacts' : '查找联系方式')?.click())
    await app.until(() => result().includes('Jane Doe'))
    // Nothing is shown of the verdicts while the emails are masked.
    expect(check('jane@brightfold.example')).toBeNull()
    const reveal = language === 'en' ? 'Reveal contacts' : '解锁联系方式'
    await act(async () => button(reveal)?.click())
    await app.until(() => check('jane@brightfold.example') !== null)
    return { app, contacts, wallet: () => contacts.walletOf(token) }
  }

  it('shows the badge with its meaning as the tooltip, the checked date, and re-checking for a stale one', async () => {
    await revealed()
    const valid = check('jane@brightfold.example')
    const badge = valid?.querySelector('[data-verdict]')
    expect(badge?.textContent).toBe('Verified')
    expect(badge?.getAttribute('title')).toContain('accepts this mailbox')
    expect(valid?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-01T09:00:00.000Z')
    expect(valid?.textContent).toContain('checked')
    expect(valid?.textContent).not.toContain('re-checking')
    const stale = check('j.doe@brightfold.example')
    expect(stale?.querySelector('[data-verdict]')?.textContent).toBe('Accept-all')
    expect(stale?.textContent).toContain('re-checking…')
  })

  it('in Chinese too', async () => {
    await revealed('zh')
    const valid = check('jane@brightfold.example')
    expect(valid?.querySelector('[data-verdict]')?.textContent).toBe('已验证')
    expect(valid?.querySelector('[data-verdict]')?.getAttribute('title')).toContain('邮件服务器接受此邮箱')
    expect(valid?.textContent).toContain('验证于')
    expect(valid?.textContent).toContain('报告退信')
  })

  it('a bounce re-checked invalid gives the credit back, says so, and the address leaves the card', async () => {
    const contacts = new InMemoryContactsGateway([JANE])
    contacts.willRecheckAs('jane@brightfold.example', 'invalid')
    const { app, wallet } = await revealed('en', contacts)
    expect(wallet()?.email).toBe(2)
    await act(async () => bounce('jane@brightfold.example')?.click())
    await app.until(() => app.text().includes('Re-checked: invalid. 1 credit given back.'))
    await app.until(() => check('jane@brightfold.example') === null)
    expect(wallet()?.email).toBe(3)
    expect(result()).toContain('j.doe@brightfold.example')
  })

  it('a bounce of an address that still takes mail gives nothing back, and cannot be reported twice', async () => {
    const { app } = await revealed()
    const report = () => bounce('j.doe@brightfold.example')
    await act(async () => report()?.click())
    await app.until(() => app.text().includes('Re-checked: Accept-all. The address still takes mail'))
    expect(report()?.hasAttribute('disabled')).toBe(true)
  })
})
