import { Schema } from 'effect'
import type { CreditLogPage } from '../../../../application/server/list-credit-log.use-case.ts'
import { CREDIT_KINDS } from '../../../../domain/credits/credit-kind.ts'
import { PLAN_TYPES } from '../../../../domain/plans/plan-type.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { IsoDate } from '../routing/common-schemas.ts'

export const CreditLogResponse = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      /** Stable and unique: the ledger line's own id. */
      id: Schema.String,
      kind: Schema.Literals(CREDIT_KINDS),
      quantity: Schema.Number,
      /** What was paid for: RevealProfile, RevealMember, ViewMembersPage. */
      action: Schema.String,
      /** A profile id for a reveal, `<company id>#<page>` for a members page; null when nothing names it. */
      reference: Schema.NullOr(Schema.String),
      at: IsoDate,
      /** The plan or packet whose credit paid; null when it cannot be known. */
      planType: Schema.NullOr(Schema.Literals(PLAN_TYPES)),
    }),
  ),
  meta: Schema.Struct({ page: Schema.Number, totalPages: Schema.Number, total: Schema.Number }),
})

export const creditLogResponse = (log: CreditLogPage): typeof CreditLogResponse.Type => ({
  data: log.lines.map((line) => ({
    id: line.id,
    kind: line.kind,
    quantity: line.quantity,
    action: line.action,
    reference: line.reference,
    at: toDate(line.at).toISOString(),
    planType: line.planType,
  })),
  meta: { page: log.page, totalPages: log.totalPages, total: log.total },
})
