import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { InvitationsGateway } from '../../application/browser/ports/invitations.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The admins' invite codes: list, create, edit, delete, switch on or off, and each code's usage. */
export const InvitationsTokens = {
  InvitationsApi: token<Authorised<InvitationsGateway>>('InvitationsApi'),
} as const

export const bindInvitationsArea = (container: Container): void => {
  const gateway = lazyGateway<InvitationsGateway>(async () => {
    const { AxiosInvitationsGateway } = await import(
      '../../adapters/browser/http/axios-invitations.gateway.ts'
    )
    return new AxiosInvitationsGateway(await sharedApiClient())
  })
  bindApi(container, InvitationsTokens.InvitationsApi, gateway)
}
