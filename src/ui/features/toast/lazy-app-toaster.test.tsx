// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/create-i18n.ts'
import { LazyAppToaster } from './lazy-app-toaster.tsx'
import { toast } from './toast.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)))

describe('the toaster, loaded with the first toast', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('is not on the page until a toast is asked for, then shows that toast with SPEC §9’s settings', async () => {
    const i18n = await createI18n('en')
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <LazyAppToaster />
        </I18nextProvider>,
      ),
    )
    unmount = () => {
      act(() => root.unmount())
      host.remove()
    }
    await settle()
    expect(host.querySelector('section')).toBeNull()
    // Asked for before sonner and the toaster have arrived: shown once they have.
    await act(async () => toast.success('Copied to clipboard'))
    toast.error('Invite code already exists', { description: 'Choose another' })
    for (let i = 0; i < 100 && !host.textContent?.includes('Choose another'); i++) await settle()
    expect(host.querySelector('section')?.getAttribute('aria-label')).toBe('Notifications alt+T')
    expect(host.textContent).toContain('Copied to clipboard')
    expect(host.textContent).toContain('Invite code already exists')
    const list = host.querySelector('[data-sonner-toaster]') as HTMLElement
    expect(list.dataset.yPosition).toBe('bottom')
    expect(list.dataset.xPosition).toBe('right')
    // Once loaded, a toast shows without waiting for anything.
    await act(async () => toast.success('Invitation created'))
    await settle()
    expect(host.textContent).toContain('Invitation created')
  })
})
