// @vitest-environment happy-dom
import { useNavigate, useSearch } from '@tanstack/react-router'
import { act } from 'react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { authorised } from '../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../application/browser/get-access-token.use-case.ts'
import type { OrderSummary } from '../../../application/browser/ports/orders.gateway.port.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { InMemoryOrdersGateway } from '../../../application/testing/in-memory-orders.gateway.ts'
import { OrdersTokens } from '../../../composition/browser/orders.area.ts'
import { SessionTokens as T } from '../../../composition/browser/session.area.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { fen } from '../../../domain/shared/money.ts'
import { AppShell } from '../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../testing/render-app.tsx'
import { signInResolver } from '../auth/testing/auth-test-app.tsx'
import { OrdersPage } from './orders-page.tsx'
import { parseOrdersSearch } from './orders-search.ts'
import { ReceiptPage } from './receipt-page.tsx'

const order = (n: number, change: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId: `order-${n}-0000-4000-8000-000000000000`,
  userId: 'u-ada',
  username: 'ada',
  email: 'ada@buyer.example',
  planType: 'MONTHLY_PRO',
  status: 'PAID',
  original: fen(35_000),
  discount: fen(5_000),
  final: fen(30_000),
  inviteCode: 'SPRING',
  provider: 'stripe',
  paymentMethod: 'wechat_pay',
  createdAt: new Date(Date.UTC(2026, 4, n, 8)).toISOString(),
  closedAt: new Date(Date.UTC(2026, 4, n, 8, 5)).toISOString(),
  refundedAt: null,
  ...change,
})

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
    identity.signInDirectly({ sub: 'u-ada', username: 'ada', email: null, admin: options.admin ?? true })
    const token = (await identity.accessToken()) as string
    const gateway = new InMemoryOrdersGateway()
      .user(token, { userId: 'u-ada', admin: options.admin ?? true })
      .add(
        order(1, { planType: 'PACKET_EMAIL_BASIC', discount: fen(0), final: fen(35_000), inviteCode: null }),
      )
      .add(order(2, { status: 'PENDING', closedAt: null, paymentMethod: null }))
      .add(order(3))
    gateway.seller = { name: 'LeadLens Ltd.', address: '1 Example Road' }
    const { resolver: signIn } = signInResolver(identity)
    const getToken = signIn.get(T.GetAccessToken) as GetAccessToken
    const app = await renderApp({
      resolver: layeredResolver([[OrdersTokens.OrdersApi, authorised(getToken, gateway)]], signIn),
      path,
      ...(options.language === undefined ? {} : { language: options.language }),
      settleMs: 10,
      shell: (page) => <AppShell>{page}</AppShell>,
      routes: [
        { path: '/admin/orders', component: OrdersRoute },
        { path: '/admin/receipt', component: () => <ReceiptPage orderId={order(3).orderId} /> },
        { path: '/admin/search', component: () => <h1>search page</h1> },
      ],
    })
    await app.settle()
    unmount = app.unmount
    return { ...app, gateway }
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
      'StripeWeChat Pay',
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
      order(3).orderId,
      '¥350',
      '−¥50',
      'SPRING',
      '¥300 CNY',
      'WeChat Pay',
    ])
      expect(text).toContain(part)
  })
})
