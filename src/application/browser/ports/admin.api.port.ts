import type * as AdminCalls from '../../../adapters/http-contract/admin.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** The administrators' calls: users and their credits, the audit log, the mail outbox. */
export type AdminApi = Api<typeof AdminCalls>

/** A message the service's embedded outbox "sent": sender, addressee, subject, ISO time, plain text. */
export type OutboxMail = AnswerOfCall<typeof AdminCalls, 'outbox'>['data'][number]

/** One admin action of the audit log: who, what, on what, and the changed fields (money in fen). */
export type AuditLogEntry = AnswerOfCall<typeof AdminCalls, 'auditLog'>['data'][number]
