import type * as AdminCalls from '../../../adapters/http-contract/admin.ts'
import type { InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** The administrators' calls: users and their credits, the audit log, the mail outbox. */
export type AdminApi = Api<typeof AdminCalls>

/** A message the service's embedded outbox "sent": sender, addressee, subject, ISO time, plain text. */
export type OutboxMail = AnswerOfCall<typeof AdminCalls, 'outbox'>['data'][number]

/** One admin action of the audit log: who, what, on what, and the changed fields (money in fen). */
export type AuditLogEntry = AnswerOfCall<typeof AdminCalls, 'auditLog'>['data'][number]

/** A user as the admin users page lists them: role, plan, credits left, since when (an Instant). */
export type UserAccountSummary = AnswerOfCall<typeof AdminCalls, 'listUsers'>['data'][number]

/** A CUSTOM grant agreed with sales: quantities per kind, optional validity (days) and price (fen). */
export type CreditGrantRequest = NonNullable<InputOf<typeof AdminCalls.grantCredits>['body']>
