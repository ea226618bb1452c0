import type { ColumnType } from 'kysely'

/** Admin actions; migration 0008-audit-log. */
export interface AuditLogTables {
  audit_log: AuditLogTable
}

export interface AuditLogTable {
  // bigint identity: the database numbers entries; int8 may come back as text.
  id: ColumnType<string | number, never, never>
  at: Date
  /** Both null for the system (the sign-in provider), both set for a user. */
  actor_id: string | null
  actor_name: string | null
  /** An AuditAction. */
  action: string
  /** An AuditTargetType. */
  target_type: string
  target_id: string
  /** { field: { from, to } }, the changed fields only. */
  details: ColumnType<unknown, string, never>
}
