// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryEmailGateway } from '../../../application/testing/in-memory-email.gateway.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { click, field, fieldError, row, type } from '../invitations/testing/page-actions.ts'
import { renderEmailFinder } from './testing/render-email-finder.tsx'

const zh = (key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES.zh) as string

const text = (selector: string) => document.querySelector(selector)?.textContent ?? ''
const panel = (tab: 'find' | 'verify') =>
  [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) =>
    p.id.endsWith(`content-${tab}`),
  )

const findFor = async (firstName: string, lastName: string, domain: string) => {
  await type('First name', firstName)
  await type('Last name', lastName)
  await type('Company domain', domain)
  await click('Find email')
}

const paste = (lines: readonly string[], label = 'Addresses, one per line') => type(label, lines.join('\n'))

describe('the email finder page', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const render = async (...args: Parameters<typeof renderEmailFinder>) => {
    const app = await renderEmailFinder(...args)
    unmount = app.unmount
    return app
  }

  it('finds an address: copyable, with its verdict, confidence, basis and what it cost', async () => {
    const gateway = new InMemoryEmailGateway().answer('@acme.io', 'valid')
    const app = await render({ gateway })
    expect(text('h1')).toBe('Email finder')
    await findFor(' Ada ', 'Lovelace', 'https://www.acme.io/about')
    await app.until(() => text('[data-testid="found-address"]') !== '')
    expect(gateway.finds).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.io' }])
    expect(text('[data-testid="found-address"]')).toBe('ada.lovelace@acme.io')
    expect(document.querySelector('button[aria-label="Copy ada.lovelace@acme.io"]')).not.toBeNull()
    expect(document.querySelector('[data-verdict]')?.textContent).toBe('Verified')
    expect(text('[data-testid="confidence"]')).toBe('99 / 100')
    expect(app.text()).toContain('no addresses held at this domain')
    expect(app.text()).toContain('Charged: 1 email credit')
  })

  it('takes a profile link we hold instead of the name, and a company name instead of a domain', async () => {
    const gateway = new InMemoryEmailGateway().answer('@acmemail.io', 'valid')
    const app = await render({ gateway })
    await type('Company domain or name', ' Acme  Mail ')
    await type('Or a profile link', 'https://www.linkedin.com/in/ada-lovelace')
    await click('Find email')
    await app.until(() => text('[data-testid="found-address"]') !== '')
    expect(gateway.finds).toEqual([
      { profileLink: 'https://www.linkedin.com/in/ada-lovelace', company: 'Acme Mail' },
    ])
    expect(text('[data-testid="found-address"]')).toBe('ada.lovelace@acmemail.io')
  })

  it('says when no address was found, and why', async () => {
    const gateway = new InMemoryEmailGateway()
    const app = await render({ gateway })
    await findFor('123', '456', 'acme.io')
    await app.until(() => app.text().includes('No address found'))
    expect(app.text()).toContain('the name has no letters an address could be made of')
    expect(app.text()).toContain('Charged: no credit')
  })

  it('asks for every field before calling', async () => {
    const gateway = new InMemoryEmailGateway()
    const app = await render({ gateway })
    await type('First name', 'Ada')
    await click('Find email')
    await app.settle()
    expect(fieldError('Last name')).toBe('Required')
    expect(fieldError('Company domain')).toBe('Required')
    expect(fieldError('First name')).toBeNull()
    expect(gateway.finds).toEqual([])
  })

  it('a found address no credit can pay for shows the credits-exceeded toast, and no result', async () => {
    const gateway = new InMemoryEmailGateway(0).answer('@acme.io', 'valid')
    const app = await render({ gateway })
    await findFor('Ada', 'Lovelace', 'acme.io')
    await app.until(() => app.text().includes('Credits Exceeded, Please upgrade your plan'))
    expect(document.querySelector('[data-testid="found-address"]')).toBeNull()
  })

  it('opens the Verify tab, and keeps a result found on the Find tab', async () => {
    const gateway = new InMemoryEmailGateway().answer('@acme.io', 'valid')
    const app = await render({ gateway })
    await findFor('Ada', 'Lovelace', 'acme.io')
    await app.until(() => text('[data-testid="found-address"]') !== '')
    const verifyTab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => tab.textContent === 'Verify',
    )
    await act(async () => {
      verifyTab?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
    })
    await app.until(() => panel('verify')?.getAttribute('data-state') === 'active')
    // Radix may report the choice twice (the press, then the focus it gives): the same tab each time.
    expect([...new Set(app.tabs)]).toEqual(['verify'])
    expect(field('Addresses, one per line')).toBeDefined()
    expect(panel('find')?.getAttribute('data-state')).toBe('inactive')
    expect(panel('find')?.textContent).toContain('ada.lovelace@acme.io')
  })

  it('verifies a pasted list: each verdict with its reason and date, and what it cost', async () => {
    const gateway = new InMemoryEmailGateway()
      .answer('ada@acme.io', 'valid', '250 2.1.5 OK')
      .answer('@catchall.io', 'accept_all', 'the server accepts any address')
      .answer('gone@acme.io', 'invalid', '550 5.1.1 no such user')
    const app = await render({ gateway, tab: 'verify' })
    await paste(['ada@acme.io', ' sales@catchall.io', '', 'gone@acme.io', 'ada.lovelace@acme.example'])
    expect(text('[data-testid="address-count"]')).toBe('4 addresses of at most 100')
    await click('Verify addresses')
    await app.until(() => row('ada.lovelace@acme.example') !== undefined)
    expect(gateway.verified).toEqual([
      ['ada@acme.io', 'sales@catchall.io', 'gone@acme.io', 'ada.lovelace@acme.example'],
    ])
    const verdictOf = (address: string) => row(address)?.querySelector('[data-verdict]')?.textContent
    expect(verdictOf('ada@acme.io')).toBe('Verified')
    expect(verdictOf('sales@catchall.io')).toBe('Accept-all')
    expect(verdictOf('gone@acme.io')).toBe('Invalid')
    expect(verdictOf('ada.lovelace@acme.example')).toBe('Unknown')
    expect(row('gone@acme.io')?.textContent).toContain('550 5.1.1 no such user')
    expect(row('ada@acme.io')?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(text('[data-testid="verify-charged"]')).toBe('Charged: 3 email credits')
  })

  it('says which answers were withheld for lack of credits, with a way to get more', async () => {
    const gateway = new InMemoryEmailGateway(1).answer('@acme.io', 'valid')
    const app = await render({ gateway, tab: 'verify' })
    await paste(['ada@acme.io', 'bob@acme.io'])
    await click('Verify addresses')
    await app.until(() => row('bob@acme.io') !== undefined)
    expect(row('ada@acme.io')?.querySelector('[data-verdict]')?.textContent).toBe('Verified')
    const withheld = row('bob@acme.io')
    expect(withheld?.textContent).toContain('Not shown: no credits left to pay for this answer.')
    expect(withheld?.querySelector('a')?.getAttribute('href')).toBe('/admin/subscription')
  })

  it('sends no list that is empty or longer than 100, and says why in place', async () => {
    const gateway = new InMemoryEmailGateway()
    const app = await render({ gateway, tab: 'verify' })
    await click('Verify addresses')
    await app.settle()
    expect(fieldError('Addresses, one per line')).toBe('Paste at least one address.')
    await paste(Array.from({ length: 101 }, (_, n) => `p${n}@acme.example`))
    expect(text('[data-testid="address-count"]')).toBe('101 addresses of at most 100')
    expect(fieldError('Addresses, one per line')).toContain(
      'At most 100 addresses at once: this list has 101.',
    )
    await click('Verify addresses')
    await app.settle()
    expect(gateway.verified).toEqual([])
  })

  it('speaks Chinese', async () => {
    const gateway = new InMemoryEmailGateway()
    const app = await render({ gateway, tab: 'verify', language: 'zh' })
    expect(text('h1')).toBe(zh('emailFinder.title'))
    const tabs = [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
    expect(tabs).toEqual([zh('emailFinder.tabs.find'), zh('emailFinder.tabs.verify')])
    await paste(['ada@acme.example'], zh('emailFinder.verify.addresses'))
    await click(zh('emailFinder.verify.submit'))
    await app.until(() => row('ada@acme.example') !== undefined)
    expect(row('ada@acme.example')?.querySelector('[data-verdict]')?.textContent).toBe(
      zh('emailVerdict.unknown.label'),
    )
  })
})
