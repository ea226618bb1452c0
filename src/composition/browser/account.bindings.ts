import type { Container } from 'inversify'
import type { OnboardingGateway } from '../../application/browser/ports/onboarding.gateway.port.ts'
import { SubmitOnboarding } from '../../application/browser/submit-onboarding.use-case.ts'
import { BrowserTokens as T } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { AccountTokens } from './account.tokens.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** Binds the dashboard's account use cases; the axios adapter loads on the first submission. */
export const bindAccountArea = (container: Container): void => {
  const onboarding = lazyGateway<OnboardingGateway>(async () => {
    const { AxiosOnboardingGateway } = await import('../../adapters/browser/http/axios-onboarding.gateway.ts')
    return new AxiosOnboardingGateway(await sharedApiClient())
  })
  container
    .bind(AccountTokens.SubmitOnboarding)
    .toDynamicValue((ctx) => new SubmitOnboarding(typedResolver(ctx)(T.GetAccessToken), onboarding))
}
