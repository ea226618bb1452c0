import type { Container } from 'inversify'
import { ListAuditEntries } from '../../application/browser/list-audit-entries.use-case.ts'
import type { AuditLogGateway } from '../../application/browser/ports/audit-log.gateway.port.ts'
import { BrowserTokens } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { AuditTokens as T } from './audit.tokens.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** Binds the audit log page's use case; its gateway loads with the API client on first use. */
export const bindAuditArea = (container: Container): void => {
  const gateway = lazyGateway<AuditLogGateway>(async () => {
    const { AxiosAuditLogGateway } = await import('../../adapters/browser/http/axios-audit-log.gateway.ts')
    return new AxiosAuditLogGateway(await sharedApiClient())
  })
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(BrowserTokens.GetAccessToken)
  container.bind(T.ListAuditEntries).toDynamicValue((ctx) => new ListAuditEntries(token(ctx), gateway))
}
