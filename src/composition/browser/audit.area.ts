import type { Container } from 'inversify'
import type { AdminApi } from '../../application/browser/ports/admin.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The audit log page (administrators; the API refuses anyone else). */
export const AuditTokens = {
  AuditLogApi: token<AdminApi>('AuditLogApi'),
} as const

export const bindAuditArea = (container: Container): void =>
  bindContractApi(container, AuditTokens.AuditLogApi, () => import('../../adapters/http-contract/admin.ts'))
