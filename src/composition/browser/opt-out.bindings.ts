import type { Container } from 'inversify'
import { ConfirmRemoval } from '../../application/browser/confirm-removal.use-case.ts'
import { ListOutboxMail } from '../../application/browser/list-outbox-mail.use-case.ts'
import type { OptOutGateway } from '../../application/browser/ports/opt-out.gateway.port.ts'
import type { OutboxGateway } from '../../application/browser/ports/outbox.gateway.port.ts'
import { RequestRemoval } from '../../application/browser/request-removal.use-case.ts'
import { BrowserTokens } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'
import { OptOutTokens as T } from './opt-out.tokens.ts'

/**
 * The opt-out page's calls and the outbox page's: each gateway (and the API client under it) loads on
 * its first call, so a visitor who only reads the opt-out page never downloads it.
 */
export const bindOptOutArea = (container: Container): void => {
  const optOut = lazyGateway<OptOutGateway>(async () => {
    const { AxiosOptOutGateway } = await import('../../adapters/browser/http/axios-opt-out.gateway.ts')
    return new AxiosOptOutGateway(await sharedApiClient())
  })
  const outbox = lazyGateway<OutboxGateway>(async () => {
    const { AxiosOutboxGateway } = await import('../../adapters/browser/http/axios-outbox.gateway.ts')
    return new AxiosOutboxGateway(await sharedApiClient())
  })
  container.bind(T.RequestRemoval).toConstantValue(new RequestRemoval(optOut))
  container.bind(T.ConfirmRemoval).toConstantValue(new ConfirmRemoval(optOut))
  container
    .bind(T.ListOutboxMail)
    .toDynamicValue((ctx) => new ListOutboxMail(typedResolver(ctx)(BrowserTokens.GetAccessToken), outbox))
}
