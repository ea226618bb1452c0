// @vitest-environment happy-dom
import { useNavigate, useSearch } from '@tanstack/react-router'
import { act } from 'react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as OrdersCalls from '../../../adapters/http-contract/orders.ts'
import type { GetAccessToken } from '../../../application/browser/get-access-token.use-case.ts'
import { InMemoryIdentity, type TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { OrdersTokens } from '../../../composition/browser/orders.area.ts'
import { SessionTokens as T } from '../../../composition/browser/session.area.ts'
import {
  anInviteCode,
  ORDERS_WORLD_SECRET,
  placeOrder,
} from '../../../composition/testing/orders-world.fixture.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { AppShell } from '../../app-shell.tsx'
import { areaApi, type RealApi, startRealApi, tokenFor } from '../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../testing/render-app.tsx'
import { signInResolver } from '../auth/testing/auth-test-app.tsx'
import { OrdersPage } from './orders-page.tsx'
import { parseOrdersSearch } from './orders-search.ts'
import { ReceiptPage } from './receipt-page.tsx'

// The orders page and the receipt against the real service (its routes, its database): Ada, an
// administrator, bought an email packet, left a monthly plan unpaid, then bought it with the code SPRING.
const ADA: TestAccount = { sub: 'u-ada', username: 'ada', email: 'ada@buyer.example', admin: true }

let api: RealApi
let receiptOf = ''
beforeAll(async () => {
  api = await startRealApi({
    PAYMENT_SECRET: ORDERS_WORLD_SECRET,
    SELLER_NAME: 'LeadLens Ltd.',
    SELLER_ADDRESS: '1 Example Road',
  })
  const ada = await tokenFor(api, ADA)
  await anInviteCode(api, 'SPRING', 50)
  await placeOrder(api, ada, 'PACKET_EMAIL_BASIC')
  await placeOrder(api, ada, 'MONTHLY_PRO', { pay: false })
  receiptOf = await placeOrder(api, ada, 'MONTHLY_PRO', { inviteCode: 'SPRING' })
})
afterAll(() => api.close())

const rows = () =>
  [...document.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  )
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as
    | HTMLButtonElement
    | undefined

const OrdersRoute = () => {
  const search = parseOrdersSearch(useSearch({ strict: false }))
  const navigate = useNavigate()
  return <OrdersPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next })} />
}

describe('the orders page and the receipt', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    toast.dismiss()
  })

  const render = async (path: string, options: { admin?: boolean; language?: Language } = {}) => {
    const identity = new InMemoryIdentity()
    const account = { ...ADA, admin: options.admin ?? true }
    identity.signInDirectly(account, await tokenFor(api, account))
    const { resolver: signIn } = signInResolver(identity)
    const getToken = signIn.get(T.GetAccessToken) as GetAccessToken
    const orders = areaApi(api, OrdersCalls, () => getToken.execute())
    const app = await renderApp({
      resolver: layeredResolver([[OrdersTokens.OrdersApi, orders]], signIn),
      path,
      ...(options.language === undefined ? {} : { language: options.language }),
      settleMs: 10,
      shell: (page) => <AppShell>{page}</AppShell>,
      routes: [
        { path: '/admin/orders', component: OrdersRoute },
        { path: '/admin/receipt', component: () => <ReceiptPage orderId={receiptOf} /> },
        { path: '/admin/search', component: () => <h1>search page</h1> },
      ],
    })
    await app.settle()
    unmount = app.unmount
    return app
  }

  it('lists every order newest first with buyer, amounts, code, provider and status; filters by the address', async () => {
    const app = await render('/admin/orders')
    await app.until(() => rows().length === 3)
    const [newest, pending] = rows()
    expect(newest?.slice(1, 7)).toEqual([
      'adaada@buyer.example',
      'Startup · Monthly',
      '¥300¥350 − ¥50',
      'SPRING',
      'SandboxSandbox (no real money)',
      'Paid',
    ])
    expect(pending?.[6]).toBe('Pending')
    const status = document.querySelector('select') as HTMLSelectElement
    await act(async () => {
      status.value = 'PENDING'
      status.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await app.until(() => rows().length === 1)
    expect(app.router.state.location.search).toEqual({ status: 'PENDING' })
  })

  it('in Chinese, and refused to anyone but an administrator', async () => {
    const app = await render('/admin/orders', { language: 'zh' })
    await app.until(() => rows().length === 3)
    expect(rows()[0]?.[6]).toBe('已支付')
    expect(document.querySelector('h1')?.textContent).toBe('订单')
    app.unmount()
    const user = await render('/admin/orders', { admin: false })
    await user.until(() => user.router.state.location.pathname !== '/admin/orders')
  })

  it('a receipt names the seller, the order, list price, discount and code, total and method', async () => {
    const app = await render('/admin/receipt')
    await app.until(() => document.querySelector('article[data-receipt]') !== null)
    const text = document.querySelector('article[data-receipt]')?.textContent ?? ''
    for (const part of [
      'LeadLens Ltd.',
      '1 Example Road',
      receiptOf,
      '¥350',
      '−¥50',
      'SPRING',
      '¥300 CNY',
      'Sandbox (no real money)',
    ])
      expect(text).toContain(part)
  })

  // Last: the refund changes the world the other tests read.
  it('refunds a paid order after asking, and says what was withdrawn', async () => {
    const app = await render('/admin/orders')
    await app.until(() => rows().length === 3)
    await act(async () => buttonNamed('Refund')?.click())
    await app.until(() => document.querySelector('[role="alertdialog"]') !== null)
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(
      '¥300 goes back to ada through the payment provider',
    )
    await act(async () =>
      [...document.querySelectorAll('[role="alertdialog"] button')]
        .find((b) => b.textContent === 'Refund')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    )
    await app.until(
      () => document.querySelector('[role="alertdialog"]')?.textContent?.includes('Refunded') === true,
    )
    await act(async () => buttonNamed('Done')?.click())
    await app.until(() => rows()[0]?.[6] === 'Refunded')
  })
})
