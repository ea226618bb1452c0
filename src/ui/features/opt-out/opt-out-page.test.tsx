// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { InMemoryOptOutGateway } from '../../../application/testing/in-memory-opt-out.gateway.ts'
import { click, fieldError, findButton, type } from '../invitations/testing/page-actions.ts'
import { HELD, renderOptOut } from './testing/render-opt-out.tsx'

const LINK = 'https://www.linkedin.com/in/ada-lovelace'
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? ''

describe('the opt-out page', () => {
  let unmount = () => {}
  afterEach(() => unmount())
  const render = async (options: Parameters<typeof renderOptOut>[0] = {}) => {
    const app = await renderOptOut(options)
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
    expect(app.gateway.requests).toEqual([
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
    await type('Your email address', 'ada@home.example')
    await type('Your relationship to this person', '   ')
    await click('Send the confirmation link')
    await app.settle()
    expect(fieldError('Your relationship to this person')).toBe(
      'Please say in a few words what you are to this person (at most 200 characters)',
    )
    expect(app.gateway.requests).toEqual([])
  })

  it('a refusal of the service shows above the button', async () => {
    const gateway = new InMemoryOptOutGateway().failNext(429, { code: 'RATE_LIMITED' })
    const app = await render({ gateway })
    await type('Your profile link', LINK)
    await type('Your email address', 'ada@home.example')
    await type('Your relationship to this person', 'It is me')
    await click('Send the confirmation link')
    await app.until(() => alertText() !== '')
    expect(alertText()).toBe('Too many requests from your network. Please wait a minute and try again.')
  })

  it('the mailed link opens a page that confirms only when the button is pressed', async () => {
    const gateway = new InMemoryOptOutGateway(Date.now, HELD)
    await gateway.request({ profileLink: LINK, email: 'x@y.example', relationship: 'me', language: 'en' })
    const token = gateway.tokenFor('ada.lovelace@work.example') ?? ''
    const app = await render({ gateway, path: `/opt-out#token=${token}` })
    await app.until(() => findButton('Confirm removal') !== undefined)
    // Opening the page confirmed nothing: the token still works.
    expect(app.text()).not.toContain('Your details have been removed')
    await click('Confirm removal')
    await app.until(() => app.text().includes('Your details have been removed'))
    expect(await gateway.confirm(token)).toMatchObject({ status: 409, code: 'OPT_OUT_TOKEN_USED' })
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
    const gateway = new InMemoryOptOutGateway(Date.now, HELD)
    await gateway.request({ profileLink: LINK, email: 'x@y.example', relationship: 'me', language: 'en' })
    const token = state === 'unknown' ? 'U'.repeat(43) : (gateway.tokenFor('ada.lovelace@work.example') ?? '')
    if (state === 'used') await gateway.confirm(token)
    if (state === 'expired') gateway.expire(token)
    const app = await render({ gateway, path: `/opt-out#token=${token}` })
    await app.until(() => findButton('Confirm removal') !== undefined)
    await click('Confirm removal')
    await app.until(() => alertText() !== '')
    expect(alertText()).toBe(words)
    expect(document.querySelector('a[href="/opt-out"]')?.textContent).toBe('Ask for a new link')
  })
})
