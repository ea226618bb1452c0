import type { Instant } from '../shared/instant.ts'
import {
  type AuditAction,
  type AuditActor,
  type AuditDetails,
  type AuditValue,
  type NewAuditEntry,
  TARGET_TYPE_OF,
} from './audit-entry.ts'
import { AUDIT_FIELDS } from './audit-fields.ts'

/** One side of a change: the object's recordable fields; null when the object does not exist. */
export type AuditSnapshot = Readonly<Record<string, AuditValue>>

const fieldValue = (snapshot: AuditSnapshot | null, field: string): AuditValue =>
  snapshot !== null && Object.hasOwn(snapshot, field) ? (snapshot[field] ?? null) : null

/**
 * The fields whose value differs between `before` and `after`, each with both values. An absent field,
 * or a missing side, reads as null: so a create records the fields it set, a delete the fields it
 * removed, and an edit only what it changed.
 */
export const changedFields = (before: AuditSnapshot | null, after: AuditSnapshot | null): AuditDetails => {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: Record<string, { from: AuditValue; to: AuditValue }> = {}
  for (const field of fields) {
    const from = fieldValue(before, field)
    const to = fieldValue(after, field)
    if (!Object.is(from, to)) changes[field] = { from, to }
  }
  return changes
}

export type AuditedChange = {
  readonly actor: AuditActor
  readonly action: AuditAction
  readonly targetId: string
  readonly before: AuditSnapshot | null
  readonly after: AuditSnapshot | null
  readonly at: Instant
}

/**
 * The entry for a change, or null when it changed nothing (a repeated switch, an edit saved as it
 * was): the log records what changed, not every click. A snapshot field the action does not list is
 * a defect (it could be a secret), so it throws rather than being recorded or silently dropped.
 */
export const auditEntryFor = (change: AuditedChange): NewAuditEntry | null => {
  const allowed = AUDIT_FIELDS[change.action]
  const unlisted = [...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})].filter(
    (field) => !allowed.includes(field),
  )
  if (unlisted.length > 0)
    throw new Error(`audit: ${change.action} does not record ${[...new Set(unlisted)].join(', ')}`)
  const details = changedFields(change.before, change.after)
  if (Object.keys(details).length === 0) return null
  return {
    actor: change.actor,
    action: change.action,
    target: { type: TARGET_TYPE_OF[change.action], id: change.targetId },
    details,
    at: change.at,
  }
}
