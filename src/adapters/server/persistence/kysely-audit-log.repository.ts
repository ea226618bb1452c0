import type { Kysely, Selectable } from 'kysely'
import type {
  AuditLogPage,
  AuditLogRepository,
} from '../../../application/server/ports/audit-log.repository.port.ts'
import {
  AUDIT_TARGET_TYPES,
  type AuditActor,
  type AuditDetails,
  type AuditEntry,
  type AuditTargetType,
  isAuditAction,
  type NewAuditEntry,
} from '../../../domain/audit/audit-entry.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import type { AuditLogTable } from './audit-log-tables.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'

// Rows are a boundary (DESIGN rule 13): a value the domain does not know is a defect, so it throws.
const targetTypeOf = (value: string): AuditTargetType => {
  const type = AUDIT_TARGET_TYPES.find((t) => t === value)
  if (type === undefined) throw new Error(`unknown audit target type in the database: ${value}`)
  return type
}

const actorOf = (row: Selectable<AuditLogTable>): AuditActor =>
  row.actor_id === null || row.actor_name === null
    ? { _tag: 'System' }
    : { _tag: 'User', userId: row.actor_id, username: row.actor_name }

const entryFromRow = (row: Selectable<AuditLogTable>): AuditEntry => {
  if (!isAuditAction(row.action)) throw new Error(`unknown audit action in the database: ${row.action}`)
  return {
    id: String(row.id),
    actor: actorOf(row),
    action: row.action,
    target: { type: targetTypeOf(row.target_type), id: row.target_id },
    details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as AuditDetails,
    at: instantOf(row.at),
  }
}

/** AuditLogRepository on PostgreSQL or PGlite. */
export class KyselyAuditLogRepository implements AuditLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async append(entry: NewAuditEntry): Promise<void> {
    const user = entry.actor._tag === 'User' ? entry.actor : null
    await this.db
      .insertInto('audit_log')
      .values({
        at: toDate(entry.at),
        actor_id: user?.userId ?? null,
        actor_name: user?.username ?? null,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        details: JSON.stringify(entry.details),
      })
      .execute()
  }

  async page(offset: number, limit: number): Promise<AuditLogPage> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('audit_log')
        .select((e) => e.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    return { total: Number(total.n), entries: rows.map(entryFromRow) }
  }
}
