import type { CreateInvitation } from '../../../../application/server/create-invitation.use-case.ts'
import type { DeleteInvitation } from '../../../../application/server/delete-invitation.use-case.ts'
import type { InvitationUsageHistory } from '../../../../application/server/invitation-usage-history.use-case.ts'
import type { ListInvitations } from '../../../../application/server/list-invitations.use-case.ts'
import type { StoredInvitation } from '../../../../application/server/ports/invitation.repository.port.ts'
import type { SetInvitationStatus } from '../../../../application/server/set-invitation-status.use-case.ts'
import type { UpdateInvitation } from '../../../../application/server/update-invitation.use-case.ts'
import type { ValidateInviteCode } from '../../../../application/server/validate-invite-code.use-case.ts'
import {
  createInvitation,
  deleteInvitation,
  invitationUsageHistory,
  listInvitations,
  setInvitationStatus,
  updateInvitation,
  validateInviteCode,
} from '../../../http-contract/invitation.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { type InvitationRefusal, refuseInvitation } from './invitation.failures.ts'
import { invitationView, usageView, validateView } from './invitation.views.ts'

/** The use case's answer, or the refusal its tagged failure stands for (answers carry no `_tag`). */
const answer = <T extends object>(result: T | InvitationRefusal): T => {
  if ('_tag' in result) throw refuseInvitation(result as InvitationRefusal)
  return result
}

export type InvitationRouteDeps = {
  readonly list: ListInvitations
  readonly create: CreateInvitation
  readonly update: UpdateInvitation
  readonly delete: DeleteInvitation
  readonly setStatus: SetInvitationStatus
  readonly usageHistory: InvitationUsageHistory
  readonly validate: ValidateInviteCode
}

const view = (result: StoredInvitation | InvitationRefusal) => invitationView(answer(result))

export const invitationRoutes = (deps: InvitationRouteDeps): readonly AnyRoute[] => [
  defineRoute(listInvitations, async () => (await deps.list.execute()).map(invitationView)),
  defineRoute(createInvitation, async ({ caller, body }) => view(await deps.create.execute(caller, body))),
  defineRoute(updateInvitation, async ({ caller, params, body }) =>
    view(await deps.update.execute(caller, params.id, body)),
  ),
  defineRoute(deleteInvitation, async ({ caller, params }) => {
    const deleted = await deps.delete.execute(caller, params.id)
    if (deleted._tag === 'InvitationNotFound') throw refuseInvitation(deleted)
    return { ok: true }
  }),
  defineRoute(setInvitationStatus, async ({ caller, params, body }) =>
    view(await deps.setStatus.execute(caller, params.id, body.status)),
  ),
  defineRoute(invitationUsageHistory, async ({ query }) =>
    answer(await deps.usageHistory.execute(query.invitationId)).map(usageView),
  ),
  defineRoute(validateInviteCode, async ({ query }) =>
    validateView(answer(await deps.validate.execute(query.code ?? ''))),
  ),
]
