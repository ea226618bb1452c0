// @vitest-environment happy-dom
import { act, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../i18n/create-i18n.ts'
import { type AlertDialogOptions, AlertDialogProvider, useAlertDialog } from './alert-dialog-provider.tsx'
import { CLOSED_ALERT, openAlert } from './alert-dialog-state.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let controls: ReturnType<typeof useAlertDialog> | null = null
const Grab = () => {
  controls = useAlertDialog()
  return null
}

const dialog = () => document.querySelector('[role="alertdialog"]')
const buttons = () => [...(dialog()?.querySelectorAll('button') ?? [])].map((b) => b.textContent)
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name) as HTMLButtonElement
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

describe('the generic alert dialog', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  const render = async () => {
    const i18n = await createI18n('en')
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <AlertDialogProvider>
              <Grab />
            </AlertDialogProvider>
          </I18nextProvider>
        </StrictMode>,
      ),
    )
    unmount = () => {
      act(() => root.unmount())
      host.remove()
    }
  }
  // The dialog's code is fetched with its first opening: wait until it shows.
  const open = async (options: AlertDialogOptions) => {
    await act(async () => controls?.open(options))
    for (let i = 0; i < 50 && dialog() === null; i++) await flush()
  }

  it('shows the given title, description and texts, and confirming runs the callback and closes', async () => {
    await render()
    expect(dialog()).toBeNull()
    const onConfirm = vi.fn()
    await open({
      title: 'Delete this code?',
      description: 'It cannot be undone.',
      cancelText: 'Keep',
      confirmText: 'Delete',
      onConfirm,
    })
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Delete this code?')
    expect(dialog()?.textContent).toContain('It cannot be undone.')
    expect(buttons()).toEqual(['Keep', 'Delete'])
    await act(async () => button('Delete').click())
    await flush()
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(dialog()).toBeNull()
  })

  it('cancelling closes without running the callback', async () => {
    await render()
    const onConfirm = vi.fn()
    await open({ title: 'Leave?', onConfirm })
    expect(buttons()).toEqual(['Cancel', 'OK'])
    await act(async () => button('Cancel').click())
    expect(onConfirm).not.toHaveBeenCalled()
    expect(dialog()).toBeNull()
  })

  it('closing resets every field: the next opening starts from the defaults', async () => {
    await render()
    await open({
      title: 'First',
      description: 'With a description',
      cancelText: 'No',
      confirmText: 'Yes',
      showImage: true,
      cancelable: false,
    })
    expect(dialog()?.querySelector('svg')).not.toBeNull()
    await act(async () => controls?.close())
    expect(dialog()).toBeNull()
    await open({ title: 'Second' })
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Second')
    expect(dialog()?.textContent).not.toContain('With a description')
    expect(dialog()?.querySelector('svg')).toBeNull()
    expect(buttons()).toEqual(['Cancel', 'OK'])
  })

  it('a dialog that is not cancelable offers no cancel and ignores Escape', async () => {
    await render()
    await open({ title: 'Your login has expired', cancelable: false })
    expect(buttons()).toEqual(['OK'])
    await act(async () =>
      dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    )
    expect(dialog()).not.toBeNull()
    await act(async () => button('OK').click())
    await flush()
    expect(dialog()).toBeNull()
  })

  it('Escape cancels a cancelable dialog', async () => {
    await render()
    const onConfirm = vi.fn()
    await open({ title: 'Leave?', onConfirm })
    await act(async () =>
      dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    )
    expect(dialog()).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('stays open, its buttons disabled, until an asynchronous confirmation settles', async () => {
    await render()
    let finish = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await open({ title: 'Pay now?', onConfirm })
    await act(async () => button('OK').click())
    expect(dialog()).not.toBeNull()
    expect(button('OK').disabled).toBe(true)
    expect(button('Cancel').disabled).toBe(true)
    await act(async () => finish())
    await flush()
    expect(dialog()).toBeNull()
  })

  it('useAlertDialog outside the provider says what is missing', () => {
    const host = document.createElement('div')
    const root = createRoot(host)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => act(() => root.render(<Grab />))).toThrow(/AlertDialogProvider/)
    error.mockRestore()
  })
})

describe('the alert dialog state', () => {
  it('opens with defaults for everything not given', () => {
    expect(openAlert({ title: 'T' })).toMatchObject({
      isOpen: true,
      cancelable: true,
      title: 'T',
      description: '',
      cancelText: null,
      confirmText: null,
      showImage: false,
    })
  })

  it('closed is the reset state, with a harmless callback', () => {
    expect(CLOSED_ALERT.isOpen).toBe(false)
    expect(CLOSED_ALERT.onConfirm()).toBeUndefined()
  })
})
