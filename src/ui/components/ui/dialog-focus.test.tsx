// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogTitle } from './dialog.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// Issue 29 §23: a dialog opened by state (not a Radix Trigger) left focus on <body> when it closed. The
// primitive now gives it back to whatever had it when the dialog opened.
const Opener = ({ onClose }: { onClose?: (event: Event) => void }) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Find contacts
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Close" aria-describedby={undefined} onCloseAutoFocus={onClose}>
          <DialogTitle>Sign in to see contacts</DialogTitle>
          <button type="button">Sign in</button>
        </DialogContent>
      </Dialog>
      <a href="#elsewhere">Elsewhere</a>
    </>
  )
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('button, a')].find((e) => e.textContent === text) as HTMLElement
const dialog = () => document.querySelector('[role="dialog"]')

describe('a dialog closed gives focus back', () => {
  let unmount = () => {}
  afterEach(() => unmount())
  const render = async (onClose?: (event: Event) => void) => {
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () => root.render(<Opener {...(onClose === undefined ? {} : { onClose })} />))
    unmount = () => {
      act(() => root.unmount())
      host.remove()
    }
  }
  const openFromOpener = async () => {
    byText('Find contacts').focus()
    await act(async () => byText('Find contacts').click())
    await flush()
    expect(dialog()).not.toBeNull()
    expect(document.activeElement).not.toBe(byText('Find contacts'))
  }
  const pressEscape = async () => {
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    await flush()
    expect(dialog()).toBeNull()
  }

  it('to the control that opened it, though it is no Radix trigger', async () => {
    await render()
    await openFromOpener()
    await pressEscape()
    expect(document.activeElement).toBe(byText('Find contacts'))
  })

  it("a caller's own handler that prevents it still decides", async () => {
    await render((event) => {
      event.preventDefault()
      byText('Elsewhere').focus()
    })
    await openFromOpener()
    await pressEscape()
    expect(document.activeElement).toBe(byText('Elsewhere'))
  })
})
