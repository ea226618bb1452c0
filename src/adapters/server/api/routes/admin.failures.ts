import type { UserNotFound } from '../../../../application/server/ports/billing.repository.port.ts'
import type {
  CustomPlanRequired,
  InvalidApiRateLimit,
} from '../../../../application/server/set-custom-api-limit.use-case.ts'
import { MAX_CUSTOM_API_CALLS_PER_MINUTE } from '../../../../domain/plans/api-rate-limit.ts'
import { ADMIN_USER_CODES } from '../../../http-contract/admin.ts'
import { failureTable } from '../routing/failure-table.ts'

/** The administration area's failures on the wire (DESIGN rule 10). */
export const refuseAdmin = failureTable<UserNotFound | InvalidApiRateLimit | CustomPlanRequired>({
  UserNotFound: { status: 404, code: ADMIN_USER_CODES.userNotFound, message: 'No user has this id' },
  InvalidApiRateLimit: {
    status: 400,
    code: ADMIN_USER_CODES.invalidApiRateLimit,
    message: `The API rate limit must be a whole number of calls a minute from 1 to ${MAX_CUSTOM_API_CALLS_PER_MINUTE}`,
  },
  CustomPlanRequired: {
    status: 409,
    code: ADMIN_USER_CODES.customPlanRequired,
    message: 'Only a user with a running CUSTOM plan can have an API rate limit of their own',
  },
})
