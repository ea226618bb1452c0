import type { InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as EmailCalls from '../../../adapters/http-contract/email.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/**
 * The contact engine's calls for a signed-in user: find one person's work email, verify up to
 * MAX_VERIFY_ADDRESSES addresses at once, report a bounce.
 */
export type EmailApi = Api<typeof EmailCalls>

/** Who (a name, or a profile link we hold) and where (a domain, or a company name we hold). */
export type FindEmailRequest = NonNullable<InputOf<typeof EmailCalls.findEmail>['query']>

/** GET /api/email/find: the best address and why, or none (`found` false: nothing is charged). */
export type FoundEmail = AnswerOfCall<typeof EmailCalls, 'findEmail'>

/** POST /api/email/verify: every address in the order sent (`verification` null: withheld), and the cost. */
export type VerifiedEmails = AnswerOfCall<typeof EmailCalls, 'verifyEmails'>
