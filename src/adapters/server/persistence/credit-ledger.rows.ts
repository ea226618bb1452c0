import type { Insertable, Selectable } from 'kysely'
import type { LedgerLine, UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { Bucket } from '../../../domain/credits/bucket.ts'
import { CREDIT_KINDS, type CreditKind } from '../../../domain/credits/credit-kind.ts'
import { credits } from '../../../domain/credits/credits.ts'
import { isPlanType, type PlanType } from '../../../domain/plans/plan-type.ts'
import { type Instant, instant, toDate } from '../../../domain/shared/instant.ts'
import type { CreditBucketsTable, CreditLedgerTable } from './database-schema.ts'

// Rows are a boundary (DESIGN rule 13): a value the domain does not know means the schema and the code
// disagree, which is a defect, so it throws instead of being passed on.
export const kindOf = (value: string): CreditKind => {
  const kind = CREDIT_KINDS.find((k) => k === value)
  if (kind === undefined) throw new Error(`unknown credit kind in the database: ${value}`)
  return kind
}

export const planTypeOf = (value: string): PlanType => {
  if (!isPlanType(value)) throw new Error(`unknown plan type in the database: ${value}`)
  return value
}

export const instantOf = (value: Date): Instant => instant(value.getTime())

export const bucketToRow = (userId: UserId, b: Bucket): Insertable<CreditBucketsTable> => ({
  id: b.id,
  user_id: userId,
  kind: b.kind,
  granted: b.granted,
  used: b.used,
  starts_at: toDate(b.startsAt),
  expires_at: b.expiresAt === null ? null : toDate(b.expiresAt),
  source: b.source,
  subscription_id: b.subscriptionId,
})

export const bucketFromRow = (row: Selectable<CreditBucketsTable>): Bucket => ({
  id: row.id,
  kind: kindOf(row.kind),
  granted: credits(row.granted),
  used: credits(row.used),
  startsAt: instantOf(row.starts_at),
  expiresAt: row.expires_at === null ? null : instantOf(row.expires_at),
  source: planTypeOf(row.source),
  subscriptionId: row.subscription_id,
})

export const lineFromRow = (
  row: Omit<Selectable<CreditLedgerTable>, 'user_id' | 'refund_of' | 'enrichment_job_id'> & {
    refund_of?: string | number | null
  },
): LedgerLine => ({
  // int8 may come back as text or as a number, depending on the driver.
  id: String(row.id),
  bucketId: row.bucket_id,
  kind: kindOf(row.kind),
  quantity: credits(row.quantity),
  action: row.action,
  reference: row.reference,
  at: instantOf(row.created_at),
  // Only a refund line names what it gives back (the key is absent on a charge).
  ...(row.refund_of === null || row.refund_of === undefined ? {} : { refundOf: String(row.refund_of) }),
})
