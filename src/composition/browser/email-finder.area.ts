import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { EmailGateway } from '../../application/browser/ports/email.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The contact engine for a signed-in user: find a person's work email, verify pasted addresses. */
export const EmailFinderTokens = {
  EmailApi: token<Authorised<EmailGateway>>('EmailApi'),
} as const

export const bindEmailFinderArea = (container: Container): void => {
  const gateway = lazyGateway<EmailGateway>(async () => {
    const { AxiosEmailGateway } = await import('../../adapters/browser/http/axios-email.gateway.ts')
    return new AxiosEmailGateway(await sharedApiClient())
  })
  bindApi(container, EmailFinderTokens.EmailApi, gateway)
}
