import type { Container } from 'inversify'
import type { EmailApi } from '../../application/browser/ports/email.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The contact engine for a signed-in user: find a person's work email, verify pasted addresses. */
export const EmailFinderTokens = {
  EmailApi: token<EmailApi>('EmailApi'),
} as const

export const bindEmailFinderArea = (container: Container): void =>
  bindContractApi(
    container,
    EmailFinderTokens.EmailApi,
    () => import('../../adapters/http-contract/email.ts'),
  )
