import { CREDIT_KINDS, type CreditKind } from '../credits/credit-kind.ts'
import { INVITATION_STATUSES, type InvitationStatus } from '../invitations/invitation.ts'
import type { OrderStatus } from '../orders/order.ts'
import type { AuditAction } from './audit-entry.ts'

/** The fields a grant and a refund record per credit kind: `leadCredits`, `leadCreditsUsed`, … */
export const grantedCreditsField = (kind: CreditKind) => `${kind}Credits` as const
export const usedCreditsField = (kind: CreditKind) => `${kind}CreditsUsed` as const
export const withdrawnCreditsField = (kind: CreditKind) => `${kind}CreditsWithdrawn` as const

// The fields each action may record, listed by name: whatever is not here never reaches the log, so no
// password, token or key can slip in by a snapshot growing a field. Money fields hold integer fen.
const INVITATION_FIELDS = [
  'inviteCode',
  'discount',
  'distributorName',
  'distributorEmail',
  'remark',
  'status',
] as const
const GRANT_FIELDS = [
  'subscriptionId',
  ...CREDIT_KINDS.map(grantedCreditsField),
  /** A number of days, or 'forever'. */
  'days',
  'price',
]

export const AUDIT_FIELDS: Readonly<Record<AuditAction, readonly string[]>> = {
  'invitation.create': INVITATION_FIELDS,
  'invitation.update': INVITATION_FIELDS,
  'invitation.delete': INVITATION_FIELDS,
  'invitation.status': ['status'],
  'credits.grant': GRANT_FIELDS,
  /** 'admin' or 'user'. */
  'user.role': ['role'],
  /** The order's status and amount (fen), the provider's refund id, and per kind what was used and withdrawn. */
  'order.refund': [
    'status',
    'amount',
    'refundRef',
    ...CREDIT_KINDS.flatMap((kind) => [usedCreditsField(kind), withdrawnCreditsField(kind)]),
  ],
  // A key's name, its prefix (never the secret), its scopes joined by commas, and where it was used from.
  'api_key.create': ['name', 'prefix', 'scopes'],
  'api_key.revoke': ['revoked'],
  'api_key.new_address': ['address'],
  /** 'approve' or 'reject' (from null: pending). Nothing that names the person or the requester. */
  'optOut.decide': ['decision'],
  /** Calls a minute an admin set for a CUSTOM-plan user (null: none, the plan's limits). */
  'user.api_rate_limit': ['apiCallsPerMinute'],
}

/**
 * The values a `status` field may hold: an invitation's status, or an order's before and after a refund
 * (the dashboard words each).
 */
export const AUDITED_STATUSES = [...INVITATION_STATUSES, 'PAID', 'REFUNDED'] as const satisfies readonly (
  | InvitationStatus
  | OrderStatus
)[]

/** Fields that hold money, in fen: the API sends them in yuan like every other amount. */
export const AUDIT_MONEY_FIELDS: readonly string[] = ['discount', 'price', 'amount']

/** Every field any action may record (the dashboard has a label for each). */
export const ALL_AUDIT_FIELDS: readonly string[] = [...new Set(Object.values(AUDIT_FIELDS).flat())]
