// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as EmailCalls from '../../../adapters/http-contract/email.ts'
import { type MailWorld, startMailWorld } from '../../../composition/testing/mail-world.fixture.ts'
import { grantCredits, holdPeople } from '../../../composition/testing/workspace-world.fixture.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { areaApi, type RealApi, startRealApi, tokenFor, userAccount } from '../../testing/real-api.fixture.ts'
import { click, field, fieldError, row, type } from '../invitations/testing/page-actions.ts'
import { renderEmailFinder } from './testing/render-email-finder.tsx'

// The email finder page against the real service, its contact engine pointed at a mail world on
// loopback: acme.io's server knows ada and ada.lovelace (and refuses everyone else), catchall.io's takes
// any address, acmemail.io's knows ada.lovelace; the data holds Ada Lovelace (ada-lovelace) at Acme Mail.
// Ada has email credits; Broke spent every free credit; Penny has one left; Nobody calls nothing.
const account = userAccount
const ADA = account('ada')
const BROKE = account('broke')
const PENNY = account('penny')
const NOBODY = account('nobody')

const zh = (key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES.zh) as string

let world: MailWorld
let api: RealApi
beforeAll(async () => {
  world = await startMailWorld(
    [
      { name: 'acme.io', mx: ['mx.acme.io'] },
      { name: 'catchall.io', mx: ['mx.catchall.io'] },
      { name: 'acmemail.io', mx: ['mx.acmemail.io'] },
    ],
    [
      {
        name: 'mx.acme.io',
        address: '127.0.0.61',
        behaviour: { kind: 'smtp', mailboxes: ['ada', 'ada.lovelace'] },
      },
      { name: 'mx.catchall.io', address: '127.0.0.62', behaviour: { kind: 'smtp', catchAll: true } },
      {
        name: 'mx.acmemail.io',
        address: '127.0.0.63',
        behaviour: { kind: 'smtp', mailboxes: ['ada.lovelace'] },
      },
    ],
  )
  api = await startRealApi({
    VERIFY_DNS_SERVERS: world.dnsServer,
    VERIFY_SMTP_PORT: String(world.smtpPort),
    VERIFY_PER_HOST_INTERVAL_MS: '0',
  })
  await holdPeople(api, [
    {
      profileId: 'ada-lovelace',
      name: 'Ada Lovelace',
      company: { name: 'Acme Mail', domain: 'acmemail.io' },
    },
  ])
  await grantCredits(api, await tokenFor(api, ADA), ADA.sub, { kind: 'email', quantity: 20 })
  // The free trial's ten credits: all spent by Broke, all but one by Penny (on refused addresses).
  for (const [who, spent] of [
    [BROKE, 10],
    [PENNY, 9],
  ] as const) {
    const token = await tokenFor(api, who)
    const email = areaApi(api, EmailCalls, async () => token)
    const addresses = Array.from({ length: spent }, (_, n) => `gone${n}@acme.io`)
    const answer = await email.verifyEmails({ body: { addresses } })
    if (!('charged' in answer) || answer.charged.credits !== spent)
      throw new Error(`spending ${who.username}'s credits: ${JSON.stringify(answer)}`)
  }
}, 180_000)
afterAll(async () => {
  await api.close()
  await world.close()
})

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

  const render = async (options: Omit<Parameters<typeof renderEmailFinder>[0], 'api'>) => {
    const app = await renderEmailFinder({ api, ...options })
    unmount = app.unmount
    return app
  }

  it('finds an address: copyable, with its verdict, confidence, basis and what it cost', async () => {
    const app = await render({ account: ADA })
    expect(text('h1')).toBe('Email finder')
    await findFor(' Ada ', 'Lovelace', 'https://www.acme.io/about')
    await app.until(() => text('[data-testid="found-address"]') !== '')
    expect(app.finds).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.io' }])
    expect(text('[data-testid="found-address"]')).toBe('ada.lovelace@acme.io')
    expect(document.querySelector('button[aria-label="Copy ada.lovelace@acme.io"]')).not.toBeNull()
    expect(document.querySelector('[data-verdict]')?.textContent).toBe('Verified')
    expect(text('[data-testid="confidence"]')).toBe('99 / 100')
    expect(app.text()).toContain('verified valid; pattern first.last')
    expect(app.text()).toContain('Charged: 1 email credit')
  })

  it('takes a profile link we hold instead of the name, and a company name instead of a domain', async () => {
    const app = await render({ account: ADA })
    await type('Company domain or name', ' Acme  Mail ')
    await type('Or a profile link', 'https://www.linkedin.com/in/ada-lovelace')
    await click('Find email')
    await app.until(() => text('[data-testid="found-address"]') !== '')
    expect(app.finds).toEqual([
      { profileLink: 'https://www.linkedin.com/in/ada-lovelace', company: 'Acme Mail' },
    ])
    expect(text('[data-testid="found-address"]')).toBe('ada.lovelace@acmemail.io')
  })

  it('says when no address was found, and why', async () => {
    const app = await render({ account: ADA })
    await findFor('123', '456', 'acme.io')
    await app.until(() => app.text().includes('No address found'))
    expect(app.text()).toContain('the name has no letters an address could be made of')
    expect(app.text()).toContain('Charged: no credit')
  })

  it('asks for every field before calling', async () => {
    const app = await render({ account: NOBODY })
    await type('First name', 'Ada')
    await click('Find email')
    await app.settle()
    expect(fieldError('Last name')).toBe('Required')
    expect(fieldError('Company domain')).toBe('Required')
    expect(fieldError('First name')).toBeNull()
    expect(app.finds).toEqual([])
  })

  it('a found address no credit can pay for shows the credits-exceeded toast, and no result', async () => {
    const app = await render({ account: BROKE })
    await findFor('Ada', 'Lovelace', 'acme.io')
    await app.until(() => app.text().includes('Credits Exceeded, Please upgrade your plan'))
    expect(document.querySelector('[data-testid="found-address"]')).toBeNull()
  })

  it('opens the Verify tab, and keeps a result found on the Find tab', async () => {
    const app = await render({ account: ADA })
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
    const app = await render({ account: ADA, tab: 'verify' })
    await paste(['ada@acme.io', ' sales@catchall.io', '', 'gone@acme.io', 'ada.lovelace@acme.example'])
    expect(text('[data-testid="address-count"]')).toBe('4 addresses of at most 100')
    await click('Verify addresses')
    await app.until(() => row('ada.lovelace@acme.example') !== undefined)
    expect(app.verified).toEqual([
      ['ada@acme.io', 'sales@catchall.io', 'gone@acme.io', 'ada.lovelace@acme.example'],
    ])
    const verdictOf = (address: string) => row(address)?.querySelector('[data-verdict]')?.textContent
    expect(verdictOf('ada@acme.io')).toBe('Verified')
    expect(verdictOf('sales@catchall.io')).toBe('Accept-all')
    expect(verdictOf('gone@acme.io')).toBe('Invalid')
    expect(verdictOf('ada.lovelace@acme.example')).toBe('Unknown')
    expect(row('gone@acme.io')?.textContent).toContain('550 5.1.1')
    expect(row('ada@acme.io')?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(text('[data-testid="verify-charged"]')).toBe('Charged: 3 email credits')
  })

  it('says which answers were withheld for lack of credits, with a way to get more', async () => {
    const app = await render({ account: PENNY, tab: 'verify' })
    await paste(['ada@acme.io', 'bob@acme.io'])
    await click('Verify addresses')
    await app.until(() => row('bob@acme.io') !== undefined)
    expect(row('ada@acme.io')?.querySelector('[data-verdict]')?.textContent).toBe('Verified')
    const withheld = row('bob@acme.io')
    expect(withheld?.textContent).toContain('Not shown: no credits left to pay for this answer.')
    expect(withheld?.querySelector('a')?.getAttribute('href')).toBe('/admin/subscription')
  })

  it('sends no list that is empty or longer than 100, and says why in place', async () => {
    const app = await render({ account: NOBODY, tab: 'verify' })
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
    expect(app.verified).toEqual([])
  })

  it('speaks Chinese', async () => {
    const app = await render({ account: NOBODY, tab: 'verify', language: 'zh' })
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
