/** What a caller can ask the generic alert dialog to show (SPEC §2 fields, less `isOpen`). */
export type AlertDialogOptions = {
  readonly title: string
  readonly description?: string
  /** Whether the user may dismiss it (Cancel button, Escape); default true. */
  readonly cancelable?: boolean
  /** Defaults to the catalogue's 'Cancel' / 'OK'. */
  readonly cancelText?: string
  readonly confirmText?: string
  /** Run on confirm; the dialog closes once it settles. */
  readonly onConfirm?: () => unknown
  readonly showImage?: boolean
}

/** The dialog's whole state: every SPEC §2 field, always present. */
export type AlertDialogState = {
  readonly isOpen: boolean
  readonly cancelable: boolean
  readonly title: string
  readonly description: string
  readonly cancelText: string | null
  readonly confirmText: string | null
  readonly onConfirm: () => unknown
  readonly showImage: boolean
}

const nothing = () => undefined

/** Closed, with every field back to its default: closing resets all (SPEC §4). */
export const CLOSED_ALERT: AlertDialogState = {
  isOpen: false,
  cancelable: true,
  title: '',
  description: '',
  cancelText: null,
  confirmText: null,
  onConfirm: nothing,
  showImage: false,
}

/** Open with the given texts and callback; anything not given takes its default. */
export const openAlert = (options: AlertDialogOptions): AlertDialogState => ({
  isOpen: true,
  cancelable: options.cancelable ?? true,
  title: options.title,
  description: options.description ?? '',
  cancelText: options.cancelText ?? null,
  confirmText: options.confirmText ?? null,
  onConfirm: options.onConfirm ?? nothing,
  showImage: options.showImage ?? false,
})
