import { Schema } from 'effect'
import type {
  StoredInvitation,
  StoredUsage,
} from '../../../../application/server/ports/invitation.repository.port.ts'
import type { InviteCodeCheck } from '../../../../application/server/validate-invite-code.use-case.ts'
import { INVITATION_STATUSES } from '../../../../domain/invitations/invitation.ts'
import { REMARK_MAX_LENGTH } from '../../../../domain/invitations/remark.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import { IsoDate, isPrintable, isPrintableLines, Text } from '../routing/common-schemas.ts'

// The invitation calls on the wire: money in yuan (numbers like 12.5), times as ISO 8601 strings.
// Input bounds here only keep absurd payloads out; the product's rules (name length, code shape,
// discount range) are the domain's, so their failures get their own codes and messages.

/** An id in a path or query; any unknown one is simply "not found". */
const Id = Text(100)
// Stored text refuses control characters (PostgreSQL cannot store NUL: it was a 500), except a remark's
// line breaks.
const OptionalText = (maxLength: number, printable = isPrintable()) =>
  Schema.optionalKey(
    Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(maxLength), printable))),
  )

export const InvitationIdParams = Schema.Struct({ id: Id })
export const UsageHistoryQuery = Schema.Struct({ invitationId: Id })
// Optional at the schema so a missing code gets the same answer as a blank one (INVITE_CODE_REQUIRED).
export const ValidateQuery = Schema.Struct({
  code: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(100), isPrintable()))),
})

/** POST and PUT /invitation (SPEC §7: "same body"). */
export const InvitationBody = Schema.Struct({
  distributorName: Schema.String.pipe(Schema.check(Schema.isMaxLength(1_000), isPrintable())),
  // A number input, or its text: the domain reads both (and refuses 1e3, Infinity…).
  discountAmount: Schema.Union([Schema.Number, Schema.String.pipe(Schema.check(Schema.isMaxLength(40)))]),
  inviteCode: OptionalText(100),
  distributorEmail: OptionalText(1_000),
  remark: OptionalText(REMARK_MAX_LENGTH, isPrintableLines()),
})

export const StatusBody = Schema.Struct({ status: Schema.Literals(INVITATION_STATUSES) })

export const InvitationView = Schema.Struct({
  id: Schema.String,
  distributor: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    email: Schema.NullOr(Schema.String),
    remark: Schema.NullOr(Schema.String),
  }),
  inviteCode: Schema.String,
  discountAmount: Schema.Number.annotate({ description: 'yuan' }),
  status: Schema.Literals(INVITATION_STATUSES),
  createdAt: IsoDate,
  updatedAt: IsoDate,
})

export const UsageView = Schema.Struct({
  id: Schema.String,
  userName: Schema.String,
  userEmail: Schema.NullOr(Schema.String),
  originalAmount: Schema.Number.annotate({ description: 'yuan' }),
  discountAmount: Schema.Number.annotate({ description: 'yuan, as taken off (never more than the price)' }),
  finalAmount: Schema.Number.annotate({ description: 'yuan' }),
  createdAt: IsoDate,
})

export const ValidateView = Schema.Union([
  Schema.Struct({
    valid: Schema.Literal(true),
    inviteCode: Schema.String,
    discountAmount: Schema.Number.annotate({ description: 'yuan' }),
  }),
  Schema.Struct({ valid: Schema.Literal(false) }),
])

const iso = (at: number) => new Date(at).toISOString()

export const invitationView = (i: StoredInvitation): typeof InvitationView.Type => ({
  id: i.id,
  distributor: { ...i.distributor },
  inviteCode: i.inviteCode,
  discountAmount: fenToYuan(i.discountAmount),
  status: i.status,
  createdAt: iso(i.createdAt),
  updatedAt: iso(i.updatedAt),
})

// The spec's columns only: order and user ids stay inside the service.
export const usageView = (u: StoredUsage): typeof UsageView.Type => ({
  id: u.id,
  userName: u.userName,
  userEmail: u.userEmail,
  originalAmount: fenToYuan(u.originalAmount),
  discountAmount: fenToYuan(u.discountAmount),
  finalAmount: fenToYuan(u.finalAmount),
  createdAt: iso(u.createdAt),
})

export const validateView = (check: InviteCodeCheck): typeof ValidateView.Type =>
  check.valid
    ? { valid: true, inviteCode: check.inviteCode, discountAmount: fenToYuan(check.discountAmount) }
    : { valid: false }
