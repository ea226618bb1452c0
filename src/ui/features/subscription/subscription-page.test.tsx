// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../adapters/browser/http/wire-transport.ts'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { aUser, charge } from '../../../composition/testing/activity-world.fixture.ts'
import { startInProcessApi } from '../../../composition/testing/in-process-api.fixture.ts'
import {
  anInviteCode,
  ORDERS_WORLD_SECRET,
  placeOrder,
} from '../../../composition/testing/orders-world.fixture.ts'
import {
  aCustomGrant,
  overviewOf,
  settableClock,
} from '../../../composition/testing/subscription-world.fixture.ts'
import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import { failingTransport } from '../../testing/failing-transport.fixture.ts'
import { type RealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { SubscriptionPage } from './subscription-page.tsx'
import { renderBilling } from './testing/render-billing.tsx'
import type { CheckoutReturn } from './use-checkout-return.ts'

// The subscription page against the real service (its routes, its database), whose clock each test sets:
// plans are bought through the real order and the sandbox provider's notification, at known times. Each
// test has its own user; SPRING takes 50 yuan off.
const NOW = Date.parse('2025-05-01T12:00:00.000Z')
const DAY = 86_400_000

const clock = settableClock()
let api: RealApi
beforeAll(async () => {
  api = await startInProcessApi({ PAYMENT_SECRET: ORDERS_WORLD_SECRET }, { clock })
  clock.set(NOW)
  await anInviteCode(api, 'SPRING', 50)
})
afterAll(() => api.close())

let users = 0
/** A new user (named ann), met by the service at `at`: their FREE trial starts then. */
const signedIn = async (at = NOW) => {
  clock.set(at)
  const account: TestAccount = { sub: `user-${++users}`, username: 'ann', email: null, admin: false }
  const token = await tokenFor(api, account)
  await aUser(api, token)
  return {
    account,
    token,
    /** Buys a plan at `at`, paid through the provider's notification. */
    buy: async (plan: PlanType, when: number, options: { inviteCode?: string } = {}) => {
      clock.set(when)
      await placeOrder(api, token, plan, options)
    },
    /** Spends `count` credits of a kind from the plan that granted them. */
    use: (kind: CreditKind, paidBy: PlanType, count: number) =>
      charge(
        api,
        account.sub,
        Array.from({ length: count }, () => ({
          kind,
          action: 'RevealProfile',
          reference: null,
          paidBy,
          at: NOW,
        })),
      ),
  }
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
    account: TestAccount,
    options: {
      checkout?: CheckoutReturn
      language?: Language
      onHandled?: () => void
      transport?: Transport
    } = {},
  ) => {
    const app = await renderBilling({
      api,
      account,
      path: '/admin/subscription',
      ...(options.language === undefined ? {} : { language: options.language }),
      ...(options.transport === undefined ? {} : { transport: options.transport }),
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
    // The first read answered: the current plan, or the page's failure.
    await app.until(() => document.querySelector('#current-plan-title, [role="alert"]') !== null)
    return app
  }

  it('on the free plan: its name, status and total free credits; no packets to buy, nothing to cancel', async () => {
    const { account, use } = await signedIn()
    await use('free', 'FREE', 3)
    const app = await render(account)
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
    const { account, buy, use } = await signedIn(NOW - 6 * DAY)
    await buy('MONTHLY_PRO', NOW - 5 * DAY, { inviteCode: 'SPRING' })
    await buy('PACKET_EMAIL_BASIC', NOW - DAY)
    clock.set(NOW)
    await use('lead', 'MONTHLY_PRO', 30)
    await use('email', 'PACKET_EMAIL_BASIC', 12)
    const app = await render(account)
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
    const { account, token, buy } = await signedIn(NOW - 2 * DAY)
    await buy('YEARLY_BASIC', NOW - DAY)
    clock.set(NOW)
    const app = await render(account)

    await click(buttonIn(document, 'Cancel plan'))
    expect(dialog()?.textContent).toContain('Cancel your plan?')
    expect(dialog()?.textContent).toContain('Basic · Yearly stays usable until Apr 30, 2026')
    await click(buttonIn(dialog() ?? document, 'Keep my plan'))
    await app.settle()
    expect((await overviewOf(api, token)).current?.status).toBe('ACTIVE')

    await click(buttonIn(document, 'Cancel plan'))
    await click(buttonIn(dialog() ?? document, 'Cancel plan'))
    await app.until(() => app.text().includes('Your plan is cancelled'))
    expect((await overviewOf(api, token)).current).toMatchObject({
      planType: 'YEARLY_BASIC',
      status: 'CANCELLED',
    })
    expect(dialog()).toBeNull()
    const current = region('Current plan')
    expect(current?.textContent).toContain('Cancelled')
    expect(current?.textContent).toContain('you can keep using it until Apr 30, 2026')
    expect(buttonIn(document, 'Cancel plan')).toBeUndefined()
  })

  it('a refused cancel is reported, and the page shows what is true', async () => {
    const { account, token, buy } = await signedIn(NOW - 2 * DAY)
    await buy('MONTHLY_BASIC', NOW - DAY)
    clock.set(NOW)
    const transport = failingTransport(injectTransport(api.app))
    const app = await render(account, { transport })
    transport.failNext(500)
    await click(buttonIn(document, 'Cancel plan'))
    await click(buttonIn(dialog() ?? document, 'Cancel plan'))
    await app.until(() => app.text().includes('Server error, please try again later'))
    expect(app.text()).not.toContain('Your plan is cancelled')
    expect(region('Current plan')?.textContent).toContain('Active')
    expect((await overviewOf(api, token)).current?.status).toBe('ACTIVE')
  })

  it('a plan with no expiry shows Forever', async () => {
    const { account } = await signedIn(NOW - DAY)
    await aCustomGrant(api, account.sub, [{ kind: 'lead', quantity: 500 }], yuanToFen(5000))
    clock.set(NOW)
    await render(account)
    const current = region('Current plan')?.textContent
    expect(current).toContain('Enterprise')
    expect(current).toContain('ExpiresForever')
    expect(current).toContain('500 high-quality leads')
  })

  it('lists past plans in the history table: plan, status, dates and amount', async () => {
    const { account, buy } = await signedIn(NOW - 101 * DAY)
    await buy('MONTHLY_BASIC', NOW - 100 * DAY)
    await buy('MONTHLY_PRO', NOW - 20 * DAY, { inviteCode: 'SPRING' })
    await buy('YEARLY_PRO', NOW - 10 * DAY)
    clock.set(NOW)
    await render(account)
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
    const { account, buy } = await signedIn()
    const onHandled = vi.fn()
    const app = await render(account, { checkout: { order: 'order-1', cancelled: false }, onHandled })
    expect(app.text()).toContain('Confirming your payment…')
    expect(onHandled).not.toHaveBeenCalled()
    // The provider's notification arrives after the browser.
    await buy('MONTHLY_PRO', NOW)
    await app.until(() => app.text().includes('Payment received: your plan is active'))
    expect(app.text()).not.toContain('Confirming your payment…')
    expect(region('Current plan')?.textContent).toContain('Startup · Monthly')
    expect(onHandled).toHaveBeenCalledOnce()
  })

  it('a plan paid just before the browser came back counts at once', async () => {
    const { account, token } = await signedIn(Date.now())
    // The service's time is the browser's here: the plan started moments ago, by both clocks.
    clock.follow()
    await placeOrder(api, token, 'PACKET_SEARCH_PRO')
    const app = await render(account, { checkout: { order: 'order-2', cancelled: false } })
    await app.until(() => app.text().includes('Payment received: your plan is active'))
  })

  it('stops looking after a few tries and offers to check again', async () => {
    const { account, buy } = await signedIn()
    const app = await render(account, { checkout: { order: 'order-3', cancelled: false } })
    await app.until(() => app.text().includes('Your payment is still being confirmed'))
    await buy('YEARLY_BASIC', NOW)
    await click(buttonIn(document, 'Check again'))
    await app.until(() => app.text().includes('Payment received: your plan is active'))
  })

  it('back from a cancelled checkout, says nothing was charged', async () => {
    const { account } = await signedIn()
    const onHandled = vi.fn()
    const app = await render(account, { checkout: { order: 'order-4', cancelled: true }, onHandled })
    expect(app.text()).toContain('Payment cancelled')
    await click([...document.querySelectorAll<HTMLButtonElement>('button[aria-label="Dismiss"]')][0])
    expect(app.text()).not.toContain('Payment cancelled')
    expect(onHandled).toHaveBeenCalledOnce()
  })

  it('says when the subscription cannot be loaded, and tries again on request', async () => {
    const { account } = await signedIn()
    // A proxy's 503: no error body of the service's.
    const transport = failingTransport(injectTransport(api.app)).failNext(503)
    const app = await render(account, { transport })
    expect(app.text()).toContain('Your subscription could not be loaded.')
    expect(app.text()).toContain('Server error, please try again later')
    await click(buttonIn(document, 'Try again'))
    await app.until(() => region('Current plan') !== undefined)
  })

  it('speaks Chinese', async () => {
    const { account } = await signedIn()
    await render(account, { language: 'zh' })
    expect(region('当前套餐')?.textContent).toContain('免费试用')
    expect(region('当前套餐')?.textContent).toContain('生效中')
  })
})
