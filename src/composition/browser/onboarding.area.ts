import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { OnboardingGateway } from '../../application/browser/ports/onboarding.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The dashboard's first-login onboarding dialog: POST /user/collection. */
export const OnboardingTokens = {
  OnboardingApi: token<Authorised<OnboardingGateway>>('OnboardingApi'),
} as const

/** The axios adapter loads on the first submission. */
export const bindOnboardingArea = (container: Container): void => {
  const gateway = lazyGateway<OnboardingGateway>(async () => {
    const { AxiosOnboardingGateway } = await import('../../adapters/browser/http/axios-onboarding.gateway.ts')
    return new AxiosOnboardingGateway(await sharedApiClient())
  })
  bindApi(container, OnboardingTokens.OnboardingApi, gateway)
}
