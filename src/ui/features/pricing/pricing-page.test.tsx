// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import type { WireRequest } from '../../../adapters/browser/http/wire-transport.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { anInviteCode } from '../../../composition/testing/orders-world.fixture.ts'
import { failingTransport } from '../../testing/failing-transport.fixture.ts'
import { type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { renderPricing } from './testing/render-pricing.tsx'
import { isShown, shownControls } from './testing/shown-controls.ts'
import { checkoutNavigation } from './use-purchase.ts'

const button = (name: string | RegExp) => {
  const found = shownControls().find((c) => (typeof name === 'string' ? c.name === name : name.test(c.name)))
  if (found === undefined) throw new Error(`no button ${String(name)}`)
  return found.control
}
const click = (name: string | RegExp) => act(async () => button(name).click())
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
const labelled = (label: string, within: ParentNode = document) => {
  const forId = [...within.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor
  return document.getElementById(forId ?? '') as HTMLInputElement
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]')
// A card by its title, or by the tier a plan card's title starts with ("Startup · Monthly").
const card = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="group"]')].filter(isShown).find((g) => {
    const heading = g.querySelector('h2, h3')?.textContent
    return heading === title || heading?.startsWith(`${title} · `) === true
  })

// Against the real service (its order and validate calls), where SPRING25 takes 50 yuan off.
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
  await anInviteCode(api, 'SPRING25', 50)
})
afterAll(() => api.close())

let buyers = 0
const signedIn = async () => {
  const identity = new InMemoryIdentity()
  const account = { sub: `buyer-${++buyers}`, username: 'ann', email: null, admin: false }
  identity.signInDirectly(account, await tokenFor(api, account))
  return identity
}

/** The real routes, recording what reaches them, with a failure to put in front of the next call. */
const wire = () => {
  const sent: WireRequest[] = []
  const real = injectTransport(api.app)
  const transport = failingTransport((request) => {
    sent.push(request)
    return real(request)
  })
  /** The orders' bodies as they reached the service. */
  const orders = () =>
    sent.filter((r) => r.url === '/api/payment/order').map((r) => JSON.parse(String(r.body)) as unknown)
  return { transport, sent, orders }
}
const CHECKOUT = expect.stringMatching(/\/api\/payment\/sandbox\/checkout\/[\w-]+$/)

describe('pricing page', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
    // Sonner keeps its toasts between renders.
    toast.dismiss()
  })
  const render = async (options: Omit<Parameters<typeof renderPricing>[0], 'api'>) => {
    const app = await renderPricing({ api, ...options })
    unmount = app.unmount
    return app
  }

  it('shows the four cards with catalogue prices, and yearly prices with the saving badge', async () => {
    await render({ identity: new InMemoryIdentity() })
    for (const title of ['Basic', 'Startup', 'Packet', 'Enterprise']) expect(card(title)).toBeDefined()
    // Issue 24: each plan card is titled with the plan's one name, the period included.
    expect(card('Startup')?.querySelector('h2')?.textContent).toBe('Startup · Monthly')
    expect(card('Basic')?.textContent).toContain('¥280')
    expect(card('Startup')?.textContent).toContain('¥350')
    expect(card('Startup')?.textContent).toContain('/month/user')
    expect(card('Startup')?.textContent).not.toContain('Save 24%')
    await click('Yearly')
    expect(card('Basic')?.textContent).toContain('¥2,600')
    expect(card('Basic')?.textContent).toContain('Save 23%')
    expect(card('Startup')?.textContent).toContain('¥3,200')
    expect(card('Startup')?.textContent).toContain('/year/user')
    expect(card('Startup')?.textContent).toContain('Save 24%')
    expect(card('Startup')?.textContent).toContain('1,000 high-quality leads')
    expect(card('Startup')?.querySelector('h2')?.textContent).toBe('Startup · Yearly')
  })

  it('mentions the free trial, the packet groups, and Contact sales writes to the sales address', async () => {
    const app = await render({ identity: new InMemoryIdentity() })
    expect(app.text()).toContain('10 free uses')
    expect(card('Basic Packet')?.textContent).toContain('120 high-quality leads')
    expect(card('Pro Packet')?.textContent).toContain('CSV download')
    const contact = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Contact sales')
    expect(contact?.getAttribute('href')).toMatch(/^mailto:sales@leadlens\.example\?subject=/)
  })

  it('asks an anonymous visitor to log in, without calling the service (SPEC §6)', async () => {
    const identity = new InMemoryIdentity()
    const signIn = vi.spyOn(identity, 'signIn')
    const { transport, sent } = wire()
    await render({ identity, transport })
    await click('Choose Startup')
    expect(dialog()?.textContent).toContain('Please login to continue')
    expect(sent).toEqual([])
    await click('Log in')
    expect(signIn).toHaveBeenCalledWith({ language: 'en', postRedirectUri: '/pricing' })
  })

  it('an anonymous packet buyer gets the packet variant', async () => {
    await render({ identity: new InMemoryIdentity() })
    await click('Buy Email packet, Pro Packet')
    expect(dialog()?.textContent).toContain('Authentication Required')
    expect(dialog()?.textContent).toContain('Please sign in to purchase packets')
  })

  it('validates the page’s invite code on opening, applies it, and leaves for the checkout', async () => {
    const { transport, orders } = wire()
    const leave = vi.spyOn(checkoutNavigation, 'leaveFor').mockImplementation(() => {})
    const app = await render({ identity: await signedIn(), transport })
    await type(labelled('Invitation code'), ' spring25')
    await click('Choose Startup')
    await app.settle()
    expect(dialog()?.textContent).toContain('Invitation code is valid!')
    expect(dialog()?.textContent).toContain('¥50 off this order')
    expect(dialog()?.textContent).toContain('¥300')
    await click('Continue')
    await app.settle()
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT))
    expect(orders()).toEqual([{ plan: 'MONTHLY_PRO', inviteCode: 'SPRING25' }])
  })

  it('says each state of the invite-code check, and Skip orders without a code', async () => {
    const { transport, orders } = wire()
    const leave = vi.spyOn(checkoutNavigation, 'leaveFor').mockImplementation(() => {})
    const app = await render({ identity: await signedIn(), transport })
    await click('Choose Basic')
    const box = () => labelled('Invitation code', dialog() ?? document)
    expect((button('Continue') as HTMLButtonElement).disabled).toBe(true)
    await click('Validate')
    expect(dialog()?.textContent).toContain('Please enter invitation code')
    await type(box(), 'nope')
    await click('Validate')
    await app.settle()
    expect(dialog()?.textContent).toContain('Invalid invitation code')
    transport.dropNext()
    await click('Validate')
    await app.settle()
    expect(dialog()?.textContent).toContain('Validation failed')
    await click('Skip')
    await app.settle()
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce())
    expect(orders()).toEqual([{ plan: 'MONTHLY_BASIC' }])
  })

  it.each([
    [400, 'invalid invite code, please check and retry', 'invalid invite code, please check and retry'],
    [409, 'something else', 'payment request failed, please retry later'],
    [500, undefined, 'Server error, please try again later'],
  ] as const)('an order answered %s with "%s" shows the toast "%s"', async (status, message, shown) => {
    const { transport } = wire()
    const app = await render({ identity: await signedIn(), transport })
    await click('Choose Startup')
    transport.failNext(status, message === undefined ? {} : { message })
    await click('Skip')
    await app.settle()
    expect(app.text()).toContain(shown)
  })

  it('an order answered 401 opens the sign-in-required dialog', async () => {
    const { transport } = wire()
    const app = await render({ identity: await signedIn(), transport })
    await click('Choose Startup')
    transport.failNext(401, { code: 'UNAUTHENTICATED', message: 'User not authenticated' })
    await click('Skip')
    await app.settle()
    expect(dialog()?.textContent).toContain('Please login to continue')
  })

  it('a packet order refused for any reason but 401 shows nothing (SPEC §8)', async () => {
    const { transport } = wire()
    const app = await render({ identity: await signedIn(), transport })
    await click('Buy Search packet, Basic Packet')
    transport.failNext(500)
    await click('Skip')
    await app.settle()
    expect(app.text()).not.toContain('Server error')
    expect(app.text()).not.toContain('payment request failed')
  })

  it('back from a cancelled checkout, says nothing was charged, until dismissed', async () => {
    const app = await render({ identity: await signedIn(), cancelled: true })
    expect(app.text()).toContain('Payment cancelled')
    await click('Dismiss')
    expect(app.text()).not.toContain('Payment cancelled')
  })

  it('speaks Chinese', async () => {
    const app = await render({ identity: new InMemoryIdentity(), language: 'zh' })
    expect(card('创业版')?.textContent).toContain('¥350')
    expect(app.text()).toContain('联系销售')
    await click('按年')
    expect(card('创业版')?.textContent).toContain('¥3,200')
    expect(card('创业版')?.textContent).toContain('节省 24%')
    expect(card('创业版')?.querySelector('h2')?.textContent).toBe('创业版 · 按年')
  })
})
