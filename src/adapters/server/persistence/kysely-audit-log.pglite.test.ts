import { auditLogContract } from '../../../../tests/contract/audit-log.contract.ts'
import { KyselyAuditLogRepository } from './kysely-audit-log.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
auditLogContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return { repo: new KyselyAuditLogRepository(database.db), close: database.close }
})
