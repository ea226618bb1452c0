import { Schema } from 'effect'
import type { CreateInvitation } from '../../../../application/server/create-invitation.use-case.ts'
import type { DeleteInvitation } from '../../../../application/server/delete-invitation.use-case.ts'
import type {
  InvalidInvitationInput,
  InvitationNotFound,
} from '../../../../application/server/invitation-failures.ts'
import type { InvitationUsageHistory } from '../../../../application/server/invitation-usage-history.use-case.ts'
import type { ListInvitations } from '../../../../application/server/list-invitations.use-case.ts'
import type {
  InviteCodeTaken,
  StoredInvitation,
} from '../../../../application/server/ports/invitation.repository.port.ts'
import type { SetInvitationStatus } from '../../../../application/server/set-invitation-status.use-case.ts'
import type { UpdateInvitation } from '../../../../application/server/update-invitation.use-case.ts'
import type { ValidateInviteCode } from '../../../../application/server/validate-invite-code.use-case.ts'
import type { InviteCodeRequired } from '../../../../domain/invitations/invite-code-input.ts'
import { type ApiFailure, badRequest, conflict, notFound } from '../routing/api-failure.ts'
import { Ok } from '../routing/common-schemas.ts'
import { type AnyRoute, defineRoute, type ErrorDoc } from '../routing/route.ts'
import {
  InvitationBody,
  InvitationIdParams,
  InvitationView,
  invitationView,
  StatusBody,
  UsageHistoryQuery,
  UsageView,
  usageView,
  ValidateQuery,
  ValidateView,
  validateView,
} from './invitation.schemas.ts'

type Refusal = InvalidInvitationInput | InviteCodeTaken | InvitationNotFound | InviteCodeRequired

// The admin dialogs show the server's message on a failed create or edit (SPEC §8), so these are
// sentences for people; clients branch on the code. Keyed by the domain's message keys; a test checks
// that every key the rules can produce has one.
export const MESSAGES: Readonly<Record<string, string>> = {
  'invitation.code.required': 'Please enter invitation code',
  'invitation.code.invalid_format': 'Invitation code must be 4 to 32 characters: letters, digits, "-" or "_"',
  'invitation.discount.not_a_number': 'Discount amount must be a number',
  'invitation.discount.below_minimum': 'Discount amount must be at least 0.01',
  'invitation.discount.above_maximum': 'Discount amount must be at most 1,000,000',
  'invitation.discount.too_precise': 'Discount amount may have at most two decimals',
  'invitation.distributor.name_required': 'Please enter the distributor name',
  'invitation.distributor.name_too_long': 'Distributor name must be at most 100 characters',
  'invitation.distributor.email_invalid': 'Please enter a valid distributor email',
}
const message = (key: string) => MESSAGES[key] ?? 'Invalid invitation'

/** The one table from the use cases' expected failures to HTTP (DESIGN rule 10). */
const refusal = (failure: Refusal): ApiFailure => {
  switch (failure._tag) {
    case 'InviteCodeRequired':
      return badRequest('INVITE_CODE_REQUIRED', message(failure.messageKey))
    case 'InvalidInviteCode':
      return badRequest('INVALID_INVITE_CODE', message(failure.messageKey))
    case 'InvalidDiscountAmount':
      return badRequest('INVALID_DISCOUNT_AMOUNT', message(failure.messageKey))
    case 'InvalidDistributorName':
      return badRequest('INVALID_DISTRIBUTOR_NAME', message(failure.messageKey))
    case 'InvalidDistributorEmail':
      return badRequest('INVALID_DISTRIBUTOR_EMAIL', message(failure.messageKey))
    case 'InviteCodeTaken':
      return conflict('INVITE_CODE_TAKEN', `Invitation code already exists: ${failure.inviteCode}`)
    case 'InvitationNotFound':
      return notFound('INVITATION_NOT_FOUND', 'Invitation not found')
  }
}

/** The use case's answer, or the refusal its tagged failure stands for (answers carry no `_tag`). */
const answer = <T extends object>(result: T | Refusal): T => {
  if ('_tag' in result) throw refusal(result as Refusal)
  return result
}

const NOT_FOUND: ErrorDoc = {
  status: 404,
  code: 'INVITATION_NOT_FOUND',
  when: 'no such invitation (or deleted)',
}
const FORM_ERRORS: readonly ErrorDoc[] = [
  { status: 400, code: 'INVALID_DISTRIBUTOR_NAME', when: 'the name is blank or longer than 100' },
  { status: 400, code: 'INVALID_INVITE_CODE', when: 'a typed code is not 4–32 of A–Z, 0–9, - and _' },
  { status: 400, code: 'INVALID_DISCOUNT_AMOUNT', when: 'not 0.01–1,000,000 yuan in steps of 0.01' },
  { status: 400, code: 'INVALID_DISTRIBUTOR_EMAIL', when: 'an email is given and is not an address' },
  { status: 409, code: 'INVITE_CODE_TAKEN', when: 'another live invitation holds the code' },
]

export type InvitationRouteDeps = {
  readonly list: ListInvitations
  readonly create: CreateInvitation
  readonly update: UpdateInvitation
  readonly delete: DeleteInvitation
  readonly setStatus: SetInvitationStatus
  readonly usageHistory: InvitationUsageHistory
  readonly validate: ValidateInviteCode
}

const view = (result: StoredInvitation | Refusal) => invitationView(answer(result))

export const invitationRoutes = (deps: InvitationRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/api/invitation',
    access: 'admin',
    tag: 'invitation',
    summary: 'Every invite code with its distributor, newest first',
    response: Schema.Array(InvitationView),
    handle: async () => (await deps.list.execute()).map(invitationView),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/invitation',
    access: 'admin',
    tag: 'invitation',
    summary: 'A new invite code (generated when empty), active at once',
    body: InvitationBody,
    response: InvitationView,
    status: 201,
    errors: FORM_ERRORS,
    handle: async ({ caller, body }) => view(await deps.create.execute(caller, body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/invitation/:id',
    access: 'admin',
    tag: 'invitation',
    summary: 'Replaces distributor, code (generated when empty) and discount; status stays',
    params: InvitationIdParams,
    body: InvitationBody,
    response: InvitationView,
    errors: [...FORM_ERRORS, NOT_FOUND],
    handle: async ({ caller, params, body }) => view(await deps.update.execute(caller, params.id, body)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/invitation/:id',
    access: 'admin',
    tag: 'invitation',
    summary: 'Deletes an invitation; its usage history is kept and its code becomes free',
    params: InvitationIdParams,
    response: Ok,
    errors: [NOT_FOUND],
    handle: async ({ caller, params }) => {
      const deleted = await deps.delete.execute(caller, params.id)
      if (deleted._tag === 'InvitationNotFound') throw refusal(deleted)
      return { ok: true }
    },
  }),
  defineRoute({
    method: 'PATCH',
    path: '/api/invitation/:id/status',
    access: 'admin',
    tag: 'invitation',
    summary: 'Sets ACTIVE or INACTIVE (named, not toggled, so a retry cannot flip it back)',
    params: InvitationIdParams,
    body: StatusBody,
    response: InvitationView,
    errors: [NOT_FOUND],
    handle: async ({ caller, params, body }) =>
      view(await deps.setStatus.execute(caller, params.id, body.status)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/invitation/usage-history',
    access: 'admin',
    tag: 'invitation',
    summary: 'The paid orders that used one invite code, newest first (amounts in yuan)',
    query: UsageHistoryQuery,
    response: Schema.Array(UsageView),
    errors: [NOT_FOUND],
    handle: async ({ query }) => answer(await deps.usageHistory.execute(query.invitationId)).map(usageView),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/invitation/validate',
    access: 'user',
    tag: 'invitation',
    summary: 'Whether a code takes money off now, and how much; reveals nothing else',
    query: ValidateQuery,
    response: ValidateView,
    errors: [{ status: 400, code: 'INVITE_CODE_REQUIRED', when: 'the code is blank or missing' }],
    handle: async ({ query }) => validateView(answer(await deps.validate.execute(query.code ?? ''))),
  }),
]
