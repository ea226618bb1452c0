import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')
type Kind = 'success' | 'error'

let loaded: Sonner | undefined
let loading: Promise<Sonner> | undefined
let requested = false
const listeners = new Set<() => void>()

const show = (kind: Kind, message: string, data?: ExternalToast) => {
  if (loaded) return void loaded.toast[kind](message, data)
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  loading ??= import('sonner').then((module) => (loaded = module))
  // A toast made before the toaster is on the page is shown when it arrives (sonner replays them).
  void loading.then((module) => module.toast[kind](message, data))
}

/**
 * The app's toasts (SPEC §9). Sonner is a chunk of its own, fetched with the first toast, so pages that
 * never toast do not load it; the toaster (lazy-app-toaster.tsx) appears with that first toast.
 */
export const toast = {
  success: (message: string, data?: ExternalToast): void => show('success', message, data),
  error: (message: string, data?: ExternalToast): void => show('error', message, data),
}

/** Whether any toast was asked for yet, for the toaster to mount then (a `useSyncExternalStore` store). */
export const toastsRequested = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get: () => requested,
}
