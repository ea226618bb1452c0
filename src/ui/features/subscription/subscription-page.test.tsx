// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { InMemorySubscriptionGateway } from '../../../application/testing/in-memory-subscription.gateway.ts'
import { credits } from '../../../domain/credits/credits.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import { SubscriptionPage } from './subscription-page.tsx'
import { renderBilling } from './testing/render-billing.tsx'
import type { CheckoutReturn } from './use-checkout-return.ts'

const NOW = instant(Date.parse('2025-05-01T12:00:00.000Z'))
const DAY = 86_400_000

const signedIn = async () => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'user-1', username: 'ann', email: null, admin: false })
  return { identity, token: (await identity.accessToken()) as string }
}

const region = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="region"], section')].find(
    (r) => r.querySelector('h2')?.textContent === name,
  )
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]')
const buttonIn = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name)
const click = (button: HTMLElement | undefined) =>
  act(async () => {
    if (button === undefined) throw new Error('no such button')
    button.click()
  })
const bar = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="progressbar"]')].find(
    (b) => document.getElementById(b.getAttribute('aria-labelledby') ?? '')?.textContent === label,
  )

describe('the subscription page', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    toast.dismiss()
  })

  const render = async (
    subscriptions: InMemorySubscriptionGateway,
    identity: InMemoryIdentity,
    options: { checkout?: CheckoutReturn; language?: Language; onHandled?: () => void } = {},
  ) => {
    const app = await renderBilling({
      identity,
      subscriptions,
      path: '/admin/subscription',
      ...(options.language === undefined ? {} : { language: options.language }),
      routes: [
        {
          path: '/admin/subscription',
          component: () => (
            <SubscriptionPage
              {...(options.checkout === undefined ? {} : { checkout: options.checkout })}
              onCheckoutHandled={options.onHandled ?? (() => {})}
              pollIntervalMs={15}
            />
          ),
        },
        { path: '/admin/pricing', component: () => <p>pricing</p> },
      ],
    })
    unmount = app.unmount
    return app
  }

  it('on the free plan: its name, status and total free credits; no packets to buy, nothing to cancel', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    subscriptions.use(token, 'free', 3)
    const app = await render(subscriptions, identity)
    const current = region('Current plan')
    expect(current?.textContent).toContain('Free trial')
    expect(current?.textContent).toContain('Active')
    expect(current?.textContent).toContain('10 in total, 7 left')
    expect(bar('Free trial')?.getAttribute('aria-valuenow')).toBe('30')
    expect(app.text()).not.toContain('Lookup packets')
    expect(buttonIn(document, 'Cancel plan')).toBeUndefined()
    const upgrade = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Upgrade')
    expect(upgrade?.getAttribute('href')).toBe('/admin/pricing')
    expect(app.text()).toContain('No past subscriptions yet.')
  })

  it('on a paid plan: dates, price, credit bars per kind, what runs beside it, and packets to buy', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    subscriptions.buy(token, 'MONTHLY_PRO', { at: instant(NOW - 5 * DAY), amount: yuanToFen(300) })
    subscriptions.buy(token, 'PACKET_EMAIL_BASIC', { at: instant(NOW - DAY) })
    subscriptions.use(token, 'lead', 30).use(token, 'email', 12)
    const app = await render(subscriptions, identity)
    const current = region('Current plan')
    expect(current?.textContent).toContain('Startup · Monthly')
    expect(current?.textContent).toContain('Apr 26, 2025')
    expect(current?.textContent).toContain('May 26, 2025')
    expect(current?.textContent).toContain('¥300')
    expect(current?.textContent).toContain('list price ¥350')
    expect(current?.textContent).toContain('100 high-quality leads')
    expect(bar('High-quality leads')?.getAttribute('aria-valuenow')).toBe('30')
    expect(region('Credits')?.textContent).toContain('30 of 100 used')
    expect(region('Credits')?.textContent).toContain('0 of 80 used')
    expect(bar('Email lookups')?.getAttribute('aria-valuenow')).toBe('6')
    expect(bar('Phone lookups')).toBeUndefined()
    const beside = region('Running beside your plan')?.textContent
    expect(beside).toContain('Email packet · Basic Packet')
    expect(beside).toContain('Email lookups: 12 of 200 used')
    expect(beside).toContain('Expires May 30, 2025')
    expect(beside).toContain('Never expires')
    // The free trial beside the plan: its credits are not called "Free trial" again (issue 24, item 12).
    expect(beside).toContain('0 of 10 used')
    expect(beside).not.toContain('Free trial: ')
    expect(app.text()).toContain('Lookup packets')
    expect(document.querySelector('a[href="/admin/pricing"]')?.textContent).toBe('Change plan')
  })

  it('cancelling asks first, says the plan runs until its expiry, then cancels and says so', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    const id = subscriptions.buy(token, 'YEARLY_BASIC', { at: instant(NOW - DAY) })
    const app = await render(subscriptions, identity)

    await click(buttonIn(document, 'Cancel plan'))
    expect(dialog()?.textContent).toContain('Cancel your plan?')
    expect(dialog()?.textContent).toContain('Basic · Yearly stays usable until Apr 30, 2026')
    await click(buttonIn(dialog() ?? document, 'Keep my plan'))
    await app.settle()
    expect(subscriptions.cancels).toEqual([])

    await click(buttonIn(document, 'Cancel plan'))
    await click(buttonIn(dialog() ?? document, 'Cancel plan'))
    await app.until(() => app.text().includes('Your plan is cancelled'))
    expect(subscriptions.cancels).toEqual([[token, id]])
    expect(dialog()).toBeNull()
    const current = region('Current plan')
    expect(current?.textContent).toContain('Cancelled')
    expect(current?.textContent).toContain('you can keep using it until Apr 30, 2026')
    expect(buttonIn(document, 'Cancel plan')).toBeUndefined()
  })

  it('a refused cancel is reported, and the page shows what is true', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    subscriptions.buy(token, 'MONTHLY_BASIC', { at: instant(NOW - DAY) })
    const app = await render(subscriptions, identity)
    subscriptions.failNext(500)
    await click(buttonIn(document, 'Cancel plan'))
    await click(buttonIn(dialog() ?? document, 'Cancel plan'))
    await app.until(() => app.text().includes('Server error, please try again later'))
    expect(app.text()).not.toContain('Your plan is cancelled')
    expect(region('Current plan')?.textContent).toContain('Active')
  })

  it('a plan with no expiry shows Forever', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    subscriptions.buy(token, 'CUSTOM', {
      at: instant(NOW - DAY),
      custom: {
        grants: [{ kind: 'lead', quantity: credits(500) }],
        period: { _tag: 'Forever' },
        price: yuanToFen(5000),
      },
    })
    await render(subscriptions, identity)
    const current = region('Current plan')?.textContent
    expect(current).toContain('Enterprise')
    expect(current).toContain('ExpiresForever')
    expect(current).toContain('500 high-quality leads')
  })

  it('lists past plans in the history table: plan, status, dates and amount', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    subscriptions.buy(token, 'MONTHLY_BASIC', { at: instant(NOW - 100 * DAY) })
    subscriptions.buy(token, 'MONTHLY_PRO', { at: instant(NOW - 20 * DAY), amount: yuanToFen(300) })
    subscriptions.buy(token, 'YEARLY_PRO', { at: instant(NOW - 10 * DAY) })
    await render(subscriptions, identity)
    const rows = [...(region('History')?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    )
    expect(rows).toEqual([
      ['Startup · Monthly', 'Cancelled', 'Apr 11, 2025', 'May 11, 2025', '¥300'],
      ['Basic · Monthly', 'Expired', 'Jan 21, 2025', 'Feb 21, 2025', '¥280'],
    ])
    expect(region('Current plan')?.textContent).toContain('Startup · Yearly')
  })

  it('back from a checkout, looks again until the new plan shows, then says the payment arrived', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    const onHandled = vi.fn()
    const app = await render(subscriptions, identity, {
      checkout: { order: 'order-1', cancelled: false },
      onHandled,
    })
    expect(app.text()).toContain('Confirming your payment…')
    expect(onHandled).not.toHaveBeenCalled()
    // The provider's notification arrives after the browser.
    subscriptions.buy(token, 'MONTHLY_PRO')
    await app.until(() => app.text().includes('Payment received: your plan is active'))
    expect(app.text()).not.toContain('Confirming your payment…')
    expect(region('Current plan')?.textContent).toContain('Startup · Monthly')
    expect(onHandled).toHaveBeenCalledOnce()
  })

  it('a plan paid just before the browser came back counts at once', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => instant(Date.now()))
    subscriptions.buy(token, 'PACKET_SEARCH_PRO')
    const app = await render(subscriptions, identity, { checkout: { order: 'order-2', cancelled: false } })
    await app.until(() => app.text().includes('Payment received: your plan is active'))
  })

  it('stops looking after a few tries and offers to check again', async () => {
    const { identity, token } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW)
    const app = await render(subscriptions, identity, { checkout: { order: 'order-3', cancelled: false } })
    await app.until(() => app.text().includes('Your payment is still being confirmed'))
    subscriptions.buy(token, 'YEARLY_BASIC')
    await click(buttonIn(document, 'Check again'))
    await app.until(() => app.text().includes('Payment received: your plan is active'))
  })

  it('back from a cancelled checkout, says nothing was charged', async () => {
    const { identity } = await signedIn()
    const onHandled = vi.fn()
    const app = await render(new InMemorySubscriptionGateway(() => NOW), identity, {
      checkout: { order: 'order-4', cancelled: true },
      onHandled,
    })
    expect(app.text()).toContain('Payment cancelled')
    await click([...document.querySelectorAll<HTMLButtonElement>('button[aria-label="Dismiss"]')][0])
    expect(app.text()).not.toContain('Payment cancelled')
    expect(onHandled).toHaveBeenCalledOnce()
  })

  it('says when the subscription cannot be loaded, and tries again on request', async () => {
    const { identity } = await signedIn()
    const subscriptions = new InMemorySubscriptionGateway(() => NOW).failNext(503)
    const app = await render(subscriptions, identity)
    expect(app.text()).toContain('Your subscription could not be loaded.')
    expect(app.text()).toContain('Server error, please try again later')
    await click(buttonIn(document, 'Try again'))
    await app.until(() => region('Current plan') !== undefined)
  })

  it('speaks Chinese', async () => {
    const { identity } = await signedIn()
    await render(new InMemorySubscriptionGateway(() => NOW), identity, { language: 'zh' })
    expect(region('当前套餐')?.textContent).toContain('免费试用')
    expect(region('当前套餐')?.textContent).toContain('生效中')
  })
})
