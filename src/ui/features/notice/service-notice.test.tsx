// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import type { SiteConfig } from '../../../application/browser/ports/site-config.gateway.port.ts'
import { SiteTokens as T } from '../../../composition/browser/site.area.ts'
import type { UseCaseResolver } from '../../../composition/browser.container.ts'
import type { Token } from '../../../composition/token.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { createI18n } from '../../i18n/create-i18n.ts'
import { UseCaseProvider } from '../../use-case-context.tsx'
import { formatNoticeWindow } from './format-notice.ts'
import { ServiceNotice, ServiceNoticeBanner } from './service-notice.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// SPEC §8: Tuesday 8 PM to Friday 8 AM, 60 hours.
const WINDOW = { start: '2026-12-01T20:00:00Z', end: '2026-12-04T08:00:00Z' }
const CONFIG: SiteConfig = {
  brandName: 'LeadLens',
  supportEmail: 'help@leadlens.example',
  salesEmail: 'sales@leadlens.example',
  chatLink: 'https://chat.leadlens.example/support',
  notice: null,
}

const resolverWith = (config: SiteConfig): UseCaseResolver => ({
  get: <Value,>(token: Token<Value>): Value => {
    if (token !== T.SiteConfigApi) throw new Error(`nothing bound to ${String(token)}`)
    return { load: async () => config } as Value
  },
})

describe('the service-update notice', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const render = async (ui: React.ReactNode, language: Language = 'en', config = CONFIG) => {
    const i18n = await createI18n(language)
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <UseCaseProvider resolver={resolverWith(config)}>
          <QueryClientProvider client={new QueryClient()}>
            <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
          </QueryClientProvider>
        </UseCaseProvider>,
      ),
    )
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
    unmount = () => {
      act(() => root.unmount())
      host.remove()
    }
    return host
  }

  it('is not shown while no maintenance window is configured', async () => {
    const host = await render(<ServiceNotice />)
    expect(host.textContent).toBe('')
  })

  it('is shown, with the configured window and address, while one is announced', async () => {
    const host = await render(<ServiceNotice />, 'en', { ...CONFIG, notice: WINDOW })
    expect(host.querySelector('h2')?.textContent).toBe('Planned service upgrade')
    expect(host.textContent).toContain('(60 hours)')
  })

  it('says the window in English: weekdays, times, hours, the 72-hour extension, and where to write', async () => {
    const host = await render(
      <ServiceNoticeBanner notice={WINDOW} supportEmail="help@leadlens.example" timeZone="UTC" />,
    )
    const text = host.textContent ?? ''
    expect(text).toContain('Tuesday, December 1')
    expect(text).toContain('8:00 PM')
    expect(text).toContain('Friday, December 4')
    expect(text).toContain('(60 hours)')
    // The details are folded away until asked for, keyboard included (a real button).
    const toggle = host.querySelector('button') as HTMLButtonElement
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await act(async () => toggle.click())
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(host.textContent).toContain('72 hours')
    expect(host.textContent).toContain('help@leadlens.example')
    expect(host.textContent).toContain('50% faster')
    expect(host.textContent).toContain('Decision-Maker Auto-Screening')
  })

  it('says it in Chinese, with the dates in Chinese', async () => {
    const host = await render(
      <ServiceNoticeBanner notice={WINDOW} supportEmail="help@leadlens.example" timeZone="Asia/Shanghai" />,
      'zh',
    )
    const text = host.textContent ?? ''
    expect(text).toContain('系统升级通知')
    expect(text).toContain('12月2日星期三') // 20:00 UTC is 04:00 the next day in Beijing
    expect(text).toContain('共 60 小时')
  })
})

describe('the notice window', () => {
  it('counts whole hours, never negative', () => {
    expect(formatNoticeWindow(WINDOW, 'en', 'UTC').hours).toBe(60)
    expect(formatNoticeWindow({ start: WINDOW.end, end: WINDOW.start }, 'en', 'UTC').hours).toBe(0)
  })
})
