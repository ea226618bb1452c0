import type { Container, ResolutionContext } from 'inversify'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { CreateInvitation } from '../../application/server/create-invitation.use-case.ts'
import { DeleteInvitation } from '../../application/server/delete-invitation.use-case.ts'
import { InvitationUsageHistory } from '../../application/server/invitation-usage-history.use-case.ts'
import { ListInvitations } from '../../application/server/list-invitations.use-case.ts'
import type { AuditLogRepository } from '../../application/server/ports/audit-log.repository.port.ts'
import type { InvitationRepository } from '../../application/server/ports/invitation.repository.port.ts'
import { SetInvitationStatus } from '../../application/server/set-invitation-status.use-case.ts'
import { UpdateInvitation } from '../../application/server/update-invitation.use-case.ts'
import { ValidateInviteCode } from '../../application/server/validate-invite-code.use-case.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/** Admin invite codes, and the purchase dialog's check. */
export const bindInvitations = (container: Container, _config: ServerConfig): void => {
  // Invitations (admin invite codes, and the purchase dialog's check)
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
  container.bind(T.ListInvitations).toDynamicValue(onInvitations((repo) => new ListInvitations(repo)))
  container
    .bind(T.CreateInvitation)
    .toDynamicValue(
      onInvitations(
        (repo, get, audit) => new CreateInvitation(repo, get(T.Clock), get(T.Ids), get(T.Random), audit),
      ),
    )
  container
    .bind(T.UpdateInvitation)
    .toDynamicValue(
      onInvitations((repo, get, audit) => new UpdateInvitation(repo, get(T.Clock), get(T.Random), audit)),
    )
  container
    .bind(T.DeleteInvitation)
    .toDynamicValue(onInvitations((repo, get, audit) => new DeleteInvitation(repo, get(T.Clock), audit)))
  container
    .bind(T.SetInvitationStatus)
    .toDynamicValue(onInvitations((repo, get, audit) => new SetInvitationStatus(repo, get(T.Clock), audit)))
  container
    .bind(T.InvitationUsageHistory)
    .toDynamicValue(onInvitations((repo) => new InvitationUsageHistory(repo)))
  container.bind(T.ValidateInviteCode).toDynamicValue(onInvitations((repo) => new ValidateInviteCode(repo)))
}
