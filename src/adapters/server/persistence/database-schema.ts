import type { ColumnType } from 'kysely'
import type { AccountTables } from './account-tables.ts'
import type { AuditLogTables } from './audit-log-tables.ts'
import type { ContactAccessTables } from './contact-access-tables.ts'
import type { ContactTables } from './contact-tables.ts'
import type { ContactsWorkspaceTables } from './contacts-workspace-tables.ts'
import type { EnrichmentTables } from './enrichment-tables.ts'
import type { IdentityTables } from './identity-tables.ts'
import type { InvitationTables } from './invitation-tables.ts'
import type { OptOutTables } from './opt-out-tables.ts'
import type { OrderTables } from './order-tables.ts'
import type { PublicApiTables } from './public-api-tables.ts'
import type { SharedSettingsTables } from './shared-settings-tables.ts'

/**
 * The tables as Kysely sees them; migrations/ is what creates them, and the two must agree.
 * Times are `timestamptz`, read and written as Date; adapters turn them into domain Instants.
 */
export interface Database
  extends AccountTables,
    AuditLogTables,
    ContactTables,
    ContactAccessTables,
    EnrichmentTables,
    ContactsWorkspaceTables,
    IdentityTables,
    InvitationTables,
    OptOutTables,
    OrderTables,
    PublicApiTables,
    SharedSettingsTables {
  credit_buckets: CreditBucketsTable
  credit_ledger: CreditLedgerTable
}

export interface CreditBucketsTable {
  id: string
  user_id: string
  /** A CreditKind; the table's check constraint lists them. */
  kind: string
  granted: number
  used: number
  starts_at: Date
  expires_at: Date | null
  /** The PlanType that granted it. */
  source: string
  subscription_id: string
}

export interface CreditLedgerTable {
  // bigint identity: the database numbers lines, so the id is never written; int8 may come back as text.
  id: ColumnType<string | number, never, never>
  user_id: string
  bucket_id: string
  kind: string
  quantity: number
  action: string
  reference: string | null
  created_at: Date
  /** A refund line's given-back line (migration 0012); null on a charge. Unique: given back once. */
  refund_of: ColumnType<string | number | null, string | null | undefined, never>
  /** The bulk job the charge was paid in (migration 0020); null otherwise. */
  enrichment_job_id: ColumnType<string | null, string | null | undefined, never>
}
