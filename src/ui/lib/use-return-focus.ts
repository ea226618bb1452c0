import { useRef } from 'react'

type AutoFocusHandler = (event: Event) => void

/**
 * Radix gives focus back, on close, to the dialog's own Trigger only; a dialog opened by anything else (a
 * form's submit, a button that sets state, the sidebar's toggle) left it on <body>, and a keyboard user
 * at the top of the page (issue 29 §23). These handlers give it back to whatever had it when the dialog
 * opened, if that is still on the page; a caller's own handler runs first and may prevent this.
 */
export const useReturnFocus = (handlers: {
  readonly onOpenAutoFocus?: AutoFocusHandler | undefined
  readonly onCloseAutoFocus?: AutoFocusHandler | undefined
}) => {
  const opener = useRef<HTMLElement | null>(null)
  return {
    // Runs before Radix moves focus into the dialog: what has it now opened the dialog.
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null
      handlers.onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event)
      const target = opener.current
      opener.current = null
      if (event.defaultPrevented || target === null || !target.isConnected) return
      event.preventDefault()
      target.focus()
    },
  }
}
