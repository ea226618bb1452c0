// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/create-i18n.ts'
import { AppToaster } from './app-toaster.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('the app toaster', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('uses SPEC §9’s constants: bottom-right, 356 px wide, 14 px apart, 24 px from the edge', async () => {
    const i18n = await createI18n('zh')
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <AppToaster />
        </I18nextProvider>,
      ),
    )
    unmount = () => {
      act(() => root.unmount())
      host.remove()
    }
    // The region is named in the user's language, with its hotkey (Alt+T).
    expect(host.querySelector('section')?.getAttribute('aria-label')).toBe('通知 alt+T')
    await act(async () => {
      toast('Copied to clipboard')
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    const list = host.querySelector('[data-sonner-toaster]') as HTMLElement
    expect(list.dataset.yPosition).toBe('bottom')
    expect(list.dataset.xPosition).toBe('right')
    expect(list.style.getPropertyValue('--width')).toBe('356px')
    expect(list.style.getPropertyValue('--gap')).toBe('14px')
    expect(list.style.getPropertyValue('--offset-right')).toBe('24px')
    expect(list.style.getPropertyValue('--mobile-offset-right')).toBe('16px')
    expect(host.textContent).toContain('Copied to clipboard')
  })
})
