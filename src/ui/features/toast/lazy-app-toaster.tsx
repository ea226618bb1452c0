import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastsRequested } from './toast.ts'

const AppToaster = lazy(() => import('./app-toaster.tsx').then((module) => ({ default: module.AppToaster })))

/**
 * The app's toaster, put on the page with the first toast: until then there is nothing to show, and
 * sonner stays out of the first page load.
 */
export const LazyAppToaster = () => {
  const needed = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, () => false)
  return needed ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
