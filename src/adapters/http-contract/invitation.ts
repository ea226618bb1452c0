import { Schema } from 'effect'
import { INVITATION_STATUSES } from '../../domain/invitations/invitation.ts'
import { REMARK_MAX_LENGTH } from '../../domain/invitations/remark.ts'
import { defineCall, type ErrorDoc } from './call.ts'
import { ERROR_CODES } from './error-codes.ts'
import { IsoAsInstant, isPrintable, isPrintableLines, Ok, Text, Yuan, YuanAsFen } from './wire-schemas.ts'

// The invitation calls: money in yuan (numbers like 12.5), times as ISO 8601 strings on the wire; the
// admin answers decode to fen and instants (YuanAsFen, IsoAsInstant), so the admin page reads them as they
// are. The check a buyer makes (validateInviteCode) keeps yuan: the pricing area converts it itself. Input bounds here
// only keep absurd payloads out; the product's rules (name length, code shape, discount range) are the
// domain's, so their failures get their own codes and messages.

/** An id in a path or query; any unknown one is simply "not found". */
const Id = Text(100)
// Stored text refuses control characters (PostgreSQL cannot store NUL: it was a 500), except a remark's
// line breaks.
const OptionalText = (maxLength: number, printable = isPrintable()) =>
  Schema.optionalKey(
    Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(maxLength), printable))),
  )

const IdParams = Schema.Struct({ id: Id })

/** POST and PUT /invitation (SPEC §7: "same body"). */
const InvitationForm = Schema.Struct({
  distributorName: Schema.String.pipe(Schema.check(Schema.isMaxLength(1_000), isPrintable())),
  // A number input, or its text: the domain reads both (and refuses 1e3, Infinity…).
  discountAmount: Schema.Union([Schema.Number, Schema.String.pipe(Schema.check(Schema.isMaxLength(40)))]),
  inviteCode: OptionalText(100),
  distributorEmail: OptionalText(1_000),
  remark: OptionalText(REMARK_MAX_LENGTH, isPrintableLines()),
})

export const InvitationAnswer = Schema.Struct({
  id: Schema.String,
  distributor: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    email: Schema.NullOr(Schema.String),
    remark: Schema.NullOr(Schema.String),
  }),
  inviteCode: Schema.String,
  discountAmount: YuanAsFen.annotate({ description: 'yuan' }),
  status: Schema.Literals(INVITATION_STATUSES),
  createdAt: IsoAsInstant,
  updatedAt: IsoAsInstant,
})

export const UsageAnswer = Schema.Struct({
  id: Schema.String,
  userName: Schema.String,
  userEmail: Schema.NullOr(Schema.String),
  originalAmount: YuanAsFen.annotate({ description: 'yuan' }),
  discountAmount: YuanAsFen.annotate({ description: 'yuan, as taken off (never more than the price)' }),
  finalAmount: YuanAsFen.annotate({ description: 'yuan' }),
  createdAt: IsoAsInstant,
})

export const ValidateAnswer = Schema.Union([
  Schema.Struct({
    valid: Schema.Literal(true),
    inviteCode: Schema.String,
    discountAmount: Yuan.annotate({ description: 'yuan' }),
  }),
  Schema.Struct({ valid: Schema.Literal(false) }),
])

// Literal codes (`as const satisfies`), so each call's failure type names them and a UI comparing with
// one fails to compile when it is renamed here.
const NOT_FOUND = {
  status: 404,
  code: 'INVITATION_NOT_FOUND',
  when: 'no such invitation (or deleted)',
} as const satisfies ErrorDoc
const FORM_ERRORS = [
  { status: 400, code: 'INVALID_DISTRIBUTOR_NAME', when: 'the name is blank or longer than 100' },
  { status: 400, code: ERROR_CODES.invalidInviteCode, when: 'a typed code is not 4–32 of A–Z, 0–9, - and _' },
  { status: 400, code: 'INVALID_DISCOUNT_AMOUNT', when: 'not 0.01–1,000,000 yuan in steps of 0.01' },
  { status: 400, code: 'INVALID_DISTRIBUTOR_EMAIL', when: 'an email is given and is not an address' },
  { status: 409, code: 'INVITE_CODE_TAKEN', when: 'another live invitation holds the code' },
] as const satisfies readonly ErrorDoc[]

export const listInvitations = defineCall({
  method: 'GET',
  path: '/api/invitation',
  access: 'admin',
  tag: 'invitation',
  summary: 'Every invite code with its distributor, newest first',
  response: Schema.Array(InvitationAnswer),
})

export const createInvitation = defineCall({
  method: 'POST',
  path: '/api/invitation',
  access: 'admin',
  tag: 'invitation',
  summary: 'A new invite code (generated when empty), active at once',
  body: InvitationForm,
  response: InvitationAnswer,
  status: 201,
  errors: FORM_ERRORS,
})

export const updateInvitation = defineCall({
  method: 'PUT',
  path: '/api/invitation/:id',
  access: 'admin',
  tag: 'invitation',
  summary: 'Replaces distributor, code (generated when empty) and discount; status stays',
  params: IdParams,
  body: InvitationForm,
  response: InvitationAnswer,
  errors: [...FORM_ERRORS, NOT_FOUND],
})

export const deleteInvitation = defineCall({
  method: 'DELETE',
  path: '/api/invitation/:id',
  access: 'admin',
  tag: 'invitation',
  summary: 'Deletes an invitation; its usage history is kept and its code becomes free',
  params: IdParams,
  response: Ok,
  errors: [NOT_FOUND],
})

export const setInvitationStatus = defineCall({
  method: 'PATCH',
  path: '/api/invitation/:id/status',
  access: 'admin',
  tag: 'invitation',
  summary: 'Sets ACTIVE or INACTIVE (named, not toggled, so a retry cannot flip it back)',
  params: IdParams,
  body: Schema.Struct({ status: Schema.Literals(INVITATION_STATUSES) }),
  response: InvitationAnswer,
  errors: [NOT_FOUND],
})

export const invitationUsageHistory = defineCall({
  method: 'GET',
  path: '/api/invitation/usage-history',
  access: 'admin',
  tag: 'invitation',
  summary: 'The paid orders that used one invite code, newest first (amounts in yuan)',
  query: Schema.Struct({ invitationId: Id }),
  response: Schema.Array(UsageAnswer),
  errors: [NOT_FOUND],
})

export const validateInviteCode = defineCall({
  method: 'GET',
  path: '/api/invitation/validate',
  access: 'user',
  keyScope: 'read',
  tag: 'invitation',
  summary: 'Whether a code takes money off now, and how much; reveals nothing else',
  // Optional at the schema so a missing code gets the same answer as a blank one (INVITE_CODE_REQUIRED).
  query: Schema.Struct({
    code: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(100), isPrintable()))),
  }),
  response: ValidateAnswer,
  errors: [{ status: 400, code: ERROR_CODES.inviteCodeRequired, when: 'the code is blank or missing' }],
})
