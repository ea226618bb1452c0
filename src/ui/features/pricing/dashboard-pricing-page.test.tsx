// @vitest-environment happy-dom
import { act } from 'react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { injectTransport } from '../../../adapters/browser/http/inject-transport.ts'
import type { WireRequest } from '../../../adapters/browser/http/wire-transport.ts'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { type RealApi, startRealApi } from '../../testing/real-api.fixture.ts'
import { renderBilling } from '../subscription/testing/render-billing.tsx'
import { DashboardPricingPage } from './dashboard-pricing-page.tsx'
import { shownControls } from './testing/shown-controls.ts'
import { checkoutNavigation } from './use-purchase.ts'

// Against the real service: the orders placed are the real order call's.
const ANN: TestAccount = { sub: 'user-1', username: 'ann', email: null, admin: false }
let api: RealApi
beforeAll(async () => {
  api = await startRealApi()
})
afterAll(() => api.close())

/** What reached the service. */
const sent: WireRequest[] = []
const button = (name: string) => shownControls().find((c) => c.name === name)?.control
const click = (name: string) =>
  act(async () => {
    const found = button(name)
    if (found === undefined) throw new Error(`no button ${name}`)
    found.click()
  })

describe('pricing inside the dashboard', () => {
  let unmount = () => {}
  afterEach(() => {
    unmount()
    vi.restoreAllMocks()
    toast.dismiss()
  })
  const render = async (options: { language?: Language; cancelled?: boolean } = {}) => {
    const real = injectTransport(api.app)
    const app = await renderBilling({
      api,
      account: ANN,
      transport: (request) => {
        sent.push(request)
        return real(request)
      },
      path: '/admin/pricing',
      ...(options.language === undefined ? {} : { language: options.language }),
      routes: [
        {
          path: '/admin/pricing',
          component: () => <DashboardPricingPage cancelled={options.cancelled ?? false} />,
        },
      ],
    })
    unmount = app.unmount
    return app
  }

  it('offers the same plans and packets under its own heading, without the public header and footer', async () => {
    const app = await render()
    expect(document.querySelector('h1')?.textContent).toBe('Plans and packets')
    expect(document.querySelectorAll('footer, header nav')).toHaveLength(0)
    expect(app.text()).toContain('¥350')
    await click('Yearly')
    expect(app.text()).toContain('¥3,200')
    expect(app.text()).toContain('Lookup packets')
    expect(app.text()).not.toContain('Free trial')
  })

  it('buys through the same purchase flow, leaving for the checkout', async () => {
    const leave = vi.spyOn(checkoutNavigation, 'leaveFor').mockImplementation(() => {})
    const app = await render()
    await click('Buy Phone packet, Pro Packet')
    await click('Skip')
    await app.settle()
    await vi.waitFor(() =>
      expect(leave).toHaveBeenCalledWith(expect.stringMatching(/\/api\/payment\/sandbox\/checkout\/[\w-]+$/)),
    )
    const orders = sent.filter((r) => r.url === '/api/payment/order').map((r) => JSON.parse(String(r.body)))
    expect(orders).toEqual([{ plan: 'PACKET_PHONE_PRO' }])
  })

  it('says a cancelled checkout charged nothing', async () => {
    const app = await render({ cancelled: true })
    expect(app.text()).toContain('Payment cancelled')
  })

  it('speaks Chinese', async () => {
    const app = await render({ language: 'zh' })
    expect(document.querySelector('h1')?.textContent).toBe('套餐与流量包')
    expect(app.text()).toContain('联系销售')
  })
})
