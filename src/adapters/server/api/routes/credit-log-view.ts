import type { CreditLogPage } from '../../../../application/server/list-credit-log.use-case.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import type { CreditLogAnswer } from '../../../http-contract/payment.ts'

export const creditLogResponse = (log: CreditLogPage): typeof CreditLogAnswer.Type => ({
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
