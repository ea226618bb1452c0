import type { Instant } from '../shared/instant.ts'

/**
 * The admin actions the audit log records: a closed list, so a reader (and the dashboard) knows every
 * entry it may meet. `user.role` is not an admin's click: the sign-in provider's roles claim changed.
 */
export const AUDIT_ACTIONS = [
  'invitation.create',
  'invitation.update',
  'invitation.delete',
  'invitation.status',
  'credits.grant',
  'user.role',
  'order.refund',
  'api_key.create',
  'api_key.revoke',
  'api_key.new_address',
  'optOut.decide',
  'user.api_rate_limit',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_TARGET_TYPES = ['invitation', 'user', 'order', 'api_key', 'optOutReview'] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** What each action is done to: always one kind of target. */
export const TARGET_TYPE_OF: Readonly<Record<AuditAction, AuditTargetType>> = {
  'invitation.create': 'invitation',
  'invitation.update': 'invitation',
  'invitation.delete': 'invitation',
  'invitation.status': 'invitation',
  'credits.grant': 'user',
  'user.role': 'user',
  'order.refund': 'order',
  'api_key.create': 'api_key',
  'api_key.revoke': 'api_key',
  'api_key.new_address': 'api_key',
  'optOut.decide': 'optOutReview',
  'user.api_rate_limit': 'user',
}

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value)

/**
 * Who acted: a signed-in user (as named when they acted; a later rename does not rewrite history), or
 * the system, for what the sign-in provider decided (a role given or taken away).
 */
export type AuditActor =
  | { readonly _tag: 'User'; readonly userId: string; readonly username: string }
  | { readonly _tag: 'System' }

export const SYSTEM_ACTOR: AuditActor = { _tag: 'System' }

/** A field's value as the log keeps it: JSON scalars only, so details stay small and flat. */
export type AuditValue = string | number | boolean | null

export type FieldChange = { readonly from: AuditValue; readonly to: AuditValue }

/** The changed fields only, each from → to; null stands for "not there" (before a create, after a delete). */
export type AuditDetails = Readonly<Record<string, FieldChange>>

export type AuditEntry = {
  readonly id: string
  readonly actor: AuditActor
  readonly action: AuditAction
  readonly target: { readonly type: AuditTargetType; readonly id: string }
  readonly details: AuditDetails
  readonly at: Instant
}

/** An entry before the log numbers it. */
export type NewAuditEntry = Omit<AuditEntry, 'id'>
