import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'
import { useUserInfo } from './use-user-info.ts'

// The first-login questions are asked once per user: their dialog (Radix, the selects, the industries)
// is fetched only when this user has not answered, not with every dashboard page (issue 24's budget).
const OnboardingDialog = lazy(() =>
  import('./onboarding-dialog.tsx').then((module) => ({ default: module.OnboardingDialog })),
)

/** Mounts the onboarding dialog once the user info says it is to be asked (SPEC §2/§4). */
export const LazyOnboardingDialog = () => {
  const asked = useOpenedOnce(useUserInfo().data?.collectionId === null)
  if (!asked) return null
  return (
    <Suspense fallback={null}>
      <OnboardingDialog />
    </Suspense>
  )
}
