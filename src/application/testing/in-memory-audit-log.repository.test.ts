import { auditLogContract } from '../../../tests/contract/audit-log.contract.ts'
import { InMemoryAuditLogRepository } from './in-memory-audit-log.repository.ts'

auditLogContract('in-memory fake', async () => ({
  repo: new InMemoryAuditLogRepository(),
  close: async () => {},
}))
