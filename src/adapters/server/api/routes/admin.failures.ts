import type { UserNotFound } from '../../../../application/server/ports/billing.repository.port.ts'
import { failureTable } from '../routing/failure-table.ts'

/** The administration area's failures on the wire (DESIGN rule 10). */
export const refuseAdmin = failureTable<UserNotFound>({
  UserNotFound: { status: 404, code: 'USER_NOT_FOUND', message: 'No user has this id' },
})
