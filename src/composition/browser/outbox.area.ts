import type { Container } from 'inversify'
import type { AdminApi } from '../../application/browser/ports/admin.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The admins' outbox: the mail the service sent. */
export const OutboxTokens = {
  OutboxApi: token<AdminApi>('OutboxApi'),
} as const

export const bindOutboxArea = (container: Container): void =>
  bindContractApi(container, OutboxTokens.OutboxApi, () => import('../../adapters/http-contract/admin.ts'))
