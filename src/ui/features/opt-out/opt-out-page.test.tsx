// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import * as OptOutCalls from '../../../adapters/http-contract/opt-out.ts'
import { fixedClock } from '../../../application/testing/fixed-clock.ts'
import { startInProcessApi } from '../../../composition/testing/in-process-api.fixture.ts'
import {
  aPersonWithAnAddress,
  askForRemoval,
  mailedToken,
} from '../../../composition/testing/opt-out-world.fixture.ts'
import { failingTransport } from '../../testing/failing-transport.fixture.ts'
import type { RealApi } from '../../testing/real-api.fixture.ts'
import { click, fieldError, findButton, type } from '../invitations/testing/page-actions.ts'
import { renderOptOut } from './testing/render-opt-out.tsx'

const LINK = 'https://www.linkedin.com/in/ada-lovelace'
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? ''

// One service for the file, on a clock that moves only when told (a link works for 24 hours). The data
// holds an address for Ada and for each person whose link a test confirms; anyone else's request waits
// for review.
const clock = fixedClock(Date.now())
let api: RealApi
beforeAll(async () => {
  api = await startInProcessApi({}, { clock })
  await aPersonWithAnAddress(api, 'ada-lovelace', 'Ada Lovelace', 'ada.lovelace@work.example')
  for (const state of ['confirm', 'used', 'expired', 'unknown'])
    await aPersonWithAnAddress(api, `grace-${state}`, 'Grace Hopper', `grace.${state}@work.example`)
})
afterAll(() => api.close())

const confirmDirectly = (token: string) =>
  contractClient(OptOutCalls, injectTransport(api.app), async () => null).confirmOptOut({ body: { token } })

/** A removal of grace-<state> asked for; the token mailed to her address. */
const aMailedLink = async (state: string) => {
  await askForRemoval(api, {
    profileLink: `https://www.linkedin.com/in/grace-${state}`,
    email: 'x@y.example',
    relationship: 'me',
    language: 'en',
  })
  return mailedToken(api, `grace.${state}@work.example`)
}

describe('the opt-out page', () => {
  let unmount = () => {}
  afterEach(() => unmount())
  const render = async (options: Parameters<typeof renderOptOut>[1] = {}) => {
    const app = await renderOptOut(api, options)
    unmount = app.unmount
    return app
  }

  it('asks for removal and says, masked, that the link went to the person’s own address; in the page language', async () => {
    const app = await render({ language: 'zh' })
    expect(document.querySelector('h1')?.textContent).toBe('删除您的信息')
    await type('您的档案链接', ` ${LINK} `)
    await type('您的邮箱地址', 'Someone@Else.example')
    await type('您与此人的关系', ' 就是我本人 ')
    await click('发送确认链接')
    await app.until(() => app.text().includes('请查收邮件'))
    expect(app.text()).toContain('a•••@w•••.example')
    expect(app.text()).not.toContain('someone@else.example')
    expect(app.requests).toEqual([
      { profileLink: LINK, email: 'someone@else.example', relationship: ' 就是我本人 ', language: 'zh' },
    ])
  })

  it('says a request for someone we hold no address for waits for review, and how we reach the requester', async () => {
    const app = await render()
    await type('Your profile link', 'https://www.linkedin.com/in/no-address-held')
    await type('Your email address', 'assistant@office.example')
    await type('Your relationship to this person', 'I am her assistant')
    await click('Send the confirmation link')
    await app.until(() => app.text().includes('Your request is waiting for review'))
    expect(app.text()).toContain('The profile stays visible until then')
    expect(app.text()).toContain('assistant@office.example')
  })

  it('checks the link and the address before sending, each error beside its field', async () => {
    const app = await render()
    await type('Your profile link', 'https://example.com/ada')
    await type('Your email address', 'ada@home.example')
    await click('Send the confirmation link')
    await app.settle()
    expect(fieldError('Your profile link')).toBe(
      'Please enter the link of a profile page, like https://www.linkedin.com/in/your-name',
    )
    await type('Your profile link', LINK)
    await type('Your email address', 'ada at home')
    await click('Send the confirmation link')
    await app.settle()
    expect(fieldError('Your profile link')).toBeNull()
    expect(fieldError('Your email address')).toBe('Please enter an email address you can read')
    // The link and the address were checked here: nothing was sent.
    expect(app.requests).toEqual([])
    await type('Your email address', 'ada@home.example')
    await type('Your relationship to this person', '   ')
    await click('Send the confirmation link')
    await app.settle()
    expect(fieldError('Your relationship to this person')).toBe(
      'Please say in a few words what you are to this person (at most 200 characters)',
    )
    // The relationship's rule is the service's alone: it was sent, and its refusal shows beside the field.
    expect(app.requests.map((r) => r.relationship)).toEqual(['   '])
  })

  it('a refusal of the service shows above the button', async () => {
    const transport = failingTransport(injectTransport(api.app)).failNext(429, { code: 'RATE_LIMITED' })
    const app = await render({ transport })
    await type('Your profile link', LINK)
    await type('Your email address', 'ada@home.example')
    await type('Your relationship to this person', 'It is me')
    await click('Send the confirmation link')
    await app.until(() => alertText() !== '')
    expect(alertText()).toBe('Too many requests from your network. Please wait a minute and try again.')
  })

  it('the mailed link opens a page that confirms only when the button is pressed', async () => {
    const token = await aMailedLink('confirm')
    const app = await render({ path: `/opt-out#token=${token}` })
    await app.until(() => findButton('Confirm removal') !== undefined)
    // Opening the page confirmed nothing: the token still works.
    expect(app.text()).not.toContain('Your details have been removed')
    await click('Confirm removal')
    await app.until(() => app.text().includes('Your details have been removed'))
    expect(await confirmDirectly(token)).toMatchObject({ status: 409, code: 'OPT_OUT_TOKEN_USED' })
  })

  it.each([
    ['a used link', 'used', 'This link has already been used: the removal is done.'],
    ['an expired link', 'expired', 'This link has expired (links work for 24 hours). Please ask again.'],
    [
      'an unknown link',
      'unknown',
      'This confirmation link is not valid. Copy the whole link from the email, or ask again.',
    ],
  ])('%s is refused with its own words and a way to ask again', async (_, state, words) => {
    const mailed = await aMailedLink(state)
    const token = state === 'unknown' ? 'U'.repeat(43) : mailed
    if (state === 'used') await confirmDirectly(token)
    // A day and a minute later: the link has lapsed.
    if (state === 'expired') clock.advance(24 * 3_600_000 + 60_000)
    const app = await render({ path: `/opt-out#token=${token}` })
    await app.until(() => findButton('Confirm removal') !== undefined)
    await click('Confirm removal')
    await app.until(() => alertText() !== '')
    expect(alertText()).toBe(words)
    expect(document.querySelector('a[href="/opt-out"]')?.textContent).toBe('Ask for a new link')
  })
})
