import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { OutboxGateway } from '../../application/browser/ports/outbox.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The admins' outbox: the mail the service sent. */
export const OutboxTokens = {
  OutboxApi: token<Authorised<OutboxGateway>>('OutboxApi'),
} as const

export const bindOutboxArea = (container: Container): void => {
  const gateway = lazyGateway<OutboxGateway>(async () => {
    const { AxiosOutboxGateway } = await import('../../adapters/browser/http/axios-outbox.gateway.ts')
    return new AxiosOutboxGateway(await sharedApiClient())
  })
  bindApi(container, OutboxTokens.OutboxApi, gateway)
}
