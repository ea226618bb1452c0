import type { Container } from 'inversify'
import type { OnboardingApi, OnboardingCalls } from '../../application/browser/ports/onboarding.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The dashboard's first-login onboarding dialog: POST /user/collection. */
export const OnboardingTokens = {
  OnboardingApi: token<OnboardingApi>('OnboardingApi'),
} as const

/** The user area's contract loads on the first submission; the dialog is given its one call. */
export const bindOnboardingArea = (container: Container): void =>
  bindContractApi(container, OnboardingTokens.OnboardingApi, () =>
    import('../../adapters/http-contract/user.ts').then(
      ({ completeOnboarding }): OnboardingCalls => ({ completeOnboarding }),
    ),
  )
