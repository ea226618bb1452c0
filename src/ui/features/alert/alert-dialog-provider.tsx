import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'
import { type AlertDialogOptions, CLOSED_ALERT, openAlert } from './alert-dialog-state.ts'

// The dialog's code (Radix's alert dialog under it) is fetched the first time one opens.
const GenericAlertDialog = lazy(() =>
  import('./generic-alert-dialog.tsx').then((module) => ({ default: module.GenericAlertDialog })),
)

export type { AlertDialogOptions } from './alert-dialog-state.ts'

type AlertDialogControls = {
  /** Shows the dialog with these texts and callback, replacing any one already open. */
  readonly open: (options: AlertDialogOptions) => void
  /** Closes it, resetting every field. */
  readonly close: () => void
}

const AlertDialogContext = createContext<AlertDialogControls | null>(null)

/** Holds the app's one generic alert dialog; any component below opens it with `useAlertDialog()`. */
export const AlertDialogProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState(CLOSED_ALERT)
  const controls = useMemo<AlertDialogControls>(
    () => ({
      open: (options) => setState(openAlert(options)),
      close: () => setState(CLOSED_ALERT),
    }),
    [],
  )
  const opened = useOpenedOnce(state.isOpen)
  return (
    <AlertDialogContext.Provider value={controls}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <GenericAlertDialog state={state} onClose={controls.close} />
        </Suspense>
      ) : null}
    </AlertDialogContext.Provider>
  )
}

export const useAlertDialog = (): AlertDialogControls => {
  const controls = useContext(AlertDialogContext)
  if (!controls) throw new Error('useAlertDialog needs an AlertDialogProvider above it')
  return controls
}
