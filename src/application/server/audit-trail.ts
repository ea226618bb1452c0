import { type AuditedChange, type AuditSnapshot, auditEntryFor } from '../../domain/audit/audit-change.ts'
import type { AuditActor } from '../../domain/audit/audit-entry.ts'
import { grantedCreditsField } from '../../domain/audit/audit-fields.ts'
import type { Period } from '../../domain/plans/plan.ts'
import type { Fen } from '../../domain/shared/money.ts'
import type { Caller } from './caller.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { StoredInvitation } from './ports/invitation.repository.port.ts'
import type { SubscriptionDetail } from './subscription-overview.ts'

/** The signed-in caller as the log names them: id, and the name they have now. */
export const actorOf = (caller: Caller): AuditActor => ({
  _tag: 'User',
  userId: caller.userId,
  username: caller.username,
})

/** What the log records of an invitation (all of it the admin form edits, plus the status). */
export const invitationSnapshot = (invitation: StoredInvitation): AuditSnapshot => ({
  inviteCode: invitation.inviteCode,
  discount: invitation.discountAmount,
  distributorName: invitation.distributor.name,
  distributorEmail: invitation.distributor.email,
  remark: invitation.distributor.remark,
  status: invitation.status,
})

/** What the log records of a CUSTOM grant: the subscription it opened, credits per kind, period, price. */
export const grantSnapshot = (
  opened: SubscriptionDetail,
  period: Extract<Period, { _tag: 'Days' | 'Forever' }>,
  price: Fen,
): AuditSnapshot => ({
  subscriptionId: opened.subscription.id,
  ...Object.fromEntries(opened.credits.map((c) => [grantedCreditsField(c.kind), c.total])),
  days: period._tag === 'Days' ? period.days : 'forever',
  price,
})

/**
 * Appends the entry for a change that was made, or nothing when it changed nothing. Called right after
 * the change succeeded: the repositories own their transactions (see docs/audit-notes.md), so an
 * entry can be missing after a crash between the two, never present for a change that did not happen.
 */
export const recordChange = async (log: AuditLogRepository, change: AuditedChange): Promise<void> => {
  const entry = auditEntryFor(change)
  if (entry !== null) await log.append(entry)
}
