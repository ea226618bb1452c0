import type { Container, ResolutionContext } from 'inversify'
import { invitationRoutes } from '../../adapters/server/api/routes/invitation.routes.ts'
import { CreateInvitation } from '../../application/server/create-invitation.use-case.ts'
import { DeleteInvitation } from '../../application/server/delete-invitation.use-case.ts'
import { InvitationUsageHistory } from '../../application/server/invitation-usage-history.use-case.ts'
import { ListInvitations } from '../../application/server/list-invitations.use-case.ts'
import type { AuditLogRepository } from '../../application/server/ports/audit-log.repository.port.ts'
import type { InvitationRepository } from '../../application/server/ports/invitation.repository.port.ts'
import { SetInvitationStatus } from '../../application/server/set-invitation-status.use-case.ts'
import { UpdateInvitation } from '../../application/server/update-invitation.use-case.ts'
import { ValidateInviteCode } from '../../application/server/validate-invite-code.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/** Admin invite codes, and the purchase dialog's check. */
export const InvitationsTokens = {
  ListInvitations: token<ListInvitations>('ListInvitations'),
  CreateInvitation: token<CreateInvitation>('CreateInvitation'),
  UpdateInvitation: token<UpdateInvitation>('UpdateInvitation'),
  DeleteInvitation: token<DeleteInvitation>('DeleteInvitation'),
  SetInvitationStatus: token<SetInvitationStatus>('SetInvitationStatus'),
  InvitationUsageHistory: token<InvitationUsageHistory>('InvitationUsageHistory'),
  ValidateInviteCode: token<ValidateInviteCode>('ValidateInviteCode'),
} as const

export const bindInvitationsArea = (container: Container): void => {
  const I = InvitationsTokens
  // Writes record to the audit log, so every use case here is handed it.
  const onInvitations =
    <Value>(
      make: (
        invitations: InvitationRepository,
        get: ReturnType<typeof typedResolver>,
        audit: AuditLogRepository,
      ) => Value,
    ) =>
    async (ctx: ResolutionContext) => {
      const getAsync = typedAsyncResolver(ctx)
      return make(await getAsync(T.Invitations), typedResolver(ctx), await getAsync(T.AuditLog))
    }
  container.bind(I.ListInvitations).toDynamicValue(onInvitations((repo) => new ListInvitations(repo)))
  container
    .bind(I.CreateInvitation)
    .toDynamicValue(
      onInvitations(
        (repo, get, audit) => new CreateInvitation(repo, get(T.Clock), get(T.Ids), get(T.Random), audit),
      ),
    )
  container
    .bind(I.UpdateInvitation)
    .toDynamicValue(
      onInvitations((repo, get, audit) => new UpdateInvitation(repo, get(T.Clock), get(T.Random), audit)),
    )
  container
    .bind(I.DeleteInvitation)
    .toDynamicValue(onInvitations((repo, get, audit) => new DeleteInvitation(repo, get(T.Clock), audit)))
  container
    .bind(I.SetInvitationStatus)
    .toDynamicValue(onInvitations((repo, get, audit) => new SetInvitationStatus(repo, get(T.Clock), audit)))
  container
    .bind(I.InvitationUsageHistory)
    .toDynamicValue(onInvitations((repo) => new InvitationUsageHistory(repo)))
  container.bind(I.ValidateInviteCode).toDynamicValue(onInvitations((repo) => new ValidateInviteCode(repo)))
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return invitationRoutes({
      list: await getAsync(I.ListInvitations),
      create: await getAsync(I.CreateInvitation),
      update: await getAsync(I.UpdateInvitation),
      delete: await getAsync(I.DeleteInvitation),
      setStatus: await getAsync(I.SetInvitationStatus),
      usageHistory: await getAsync(I.InvitationUsageHistory),
      validate: await getAsync(I.ValidateInviteCode),
    })
  })
}
