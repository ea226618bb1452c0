import type {
  StoredInvitation,
  StoredUsage,
} from '../../../../application/server/ports/invitation.repository.port.ts'
import type { InviteCodeCheck } from '../../../../application/server/validate-invite-code.use-case.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import type { InvitationAnswer, UsageAnswer, ValidateAnswer } from '../../../http-contract/invitation.ts'

// The service sends the wire form (yuan, ISO 8601); the browser's client decodes it.
const iso = (at: number) => new Date(at).toISOString()

export const invitationView = (i: StoredInvitation): typeof InvitationAnswer.Encoded => ({
  id: i.id,
  distributor: { ...i.distributor },
  inviteCode: i.inviteCode,
  discountAmount: fenToYuan(i.discountAmount),
  status: i.status,
  createdAt: iso(i.createdAt),
  updatedAt: iso(i.updatedAt),
})

// The spec's columns only: order and user ids stay inside the service.
export const usageView = (u: StoredUsage): typeof UsageAnswer.Encoded => ({
  id: u.id,
  userName: u.userName,
  userEmail: u.userEmail,
  originalAmount: fenToYuan(u.originalAmount),
  discountAmount: fenToYuan(u.discountAmount),
  finalAmount: fenToYuan(u.finalAmount),
  createdAt: iso(u.createdAt),
})

export const validateView = (check: InviteCodeCheck): typeof ValidateAnswer.Type =>
  check.valid
    ? { valid: true, inviteCode: check.inviteCode, discountAmount: fenToYuan(check.discountAmount) }
    : { valid: false }
