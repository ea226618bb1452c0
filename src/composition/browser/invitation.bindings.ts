import type { Container } from 'inversify'
import { CreateInvitationCode } from '../../application/browser/create-invitation-code.use-case.ts'
import { DeleteInvitationCode } from '../../application/browser/delete-invitation-code.use-case.ts'
import { ListInvitationCodes } from '../../application/browser/list-invitation-codes.use-case.ts'
import { LoadInvitationUsage } from '../../application/browser/load-invitation-usage.use-case.ts'
import type { InvitationsGateway } from '../../application/browser/ports/invitations.gateway.port.ts'
import { SetInvitationCodeStatus } from '../../application/browser/set-invitation-code-status.use-case.ts'
import { UpdateInvitationCode } from '../../application/browser/update-invitation-code.use-case.ts'
import { BrowserTokens } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { InvitationTokens as T } from './invitation.tokens.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** Binds the dashboard's invitation use cases over one gateway, loaded with the API client on first use. */
export const bindInvitationArea = (container: Container): void => {
  const gateway = lazyGateway<InvitationsGateway>(async () => {
    const { AxiosInvitationsGateway } = await import(
      '../../adapters/browser/http/axios-invitations.gateway.ts'
    )
    return new AxiosInvitationsGateway(await sharedApiClient())
  })
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(BrowserTokens.GetAccessToken)
  container.bind(T.ListInvitationCodes).toDynamicValue((ctx) => new ListInvitationCodes(token(ctx), gateway))
  container
    .bind(T.CreateInvitationCode)
    .toDynamicValue((ctx) => new CreateInvitationCode(token(ctx), gateway))
  container
    .bind(T.UpdateInvitationCode)
    .toDynamicValue((ctx) => new UpdateInvitationCode(token(ctx), gateway))
  container
    .bind(T.DeleteInvitationCode)
    .toDynamicValue((ctx) => new DeleteInvitationCode(token(ctx), gateway))
  container
    .bind(T.SetInvitationCodeStatus)
    .toDynamicValue((ctx) => new SetInvitationCodeStatus(token(ctx), gateway))
  container.bind(T.LoadInvitationUsage).toDynamicValue((ctx) => new LoadInvitationUsage(token(ctx), gateway))
}
