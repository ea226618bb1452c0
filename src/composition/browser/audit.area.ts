import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { AuditLogGateway } from '../../application/browser/ports/audit-log.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The audit log page (administrators; the API refuses anyone else). */
export const AuditTokens = {
  AuditLogApi: token<Authorised<AuditLogGateway>>('AuditLogApi'),
} as const

export const bindAuditArea = (container: Container): void => {
  const gateway = lazyGateway<AuditLogGateway>(async () => {
    const { AxiosAuditLogGateway } = await import('../../adapters/browser/http/axios-audit-log.gateway.ts')
    return new AxiosAuditLogGateway(await sharedApiClient())
  })
  bindApi(container, AuditTokens.AuditLogApi, gateway)
}
