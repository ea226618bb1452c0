import type { Container } from 'inversify'
import type { InvitationsApi } from '../../application/browser/ports/invitations.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The admins' invite codes: list, create, edit, delete, switch on or off, and each code's usage. */
export const InvitationsTokens = {
  InvitationsApi: token<InvitationsApi>('InvitationsApi'),
} as const

export const bindInvitationsArea = (container: Container): void =>
  bindContractApi(
    container,
    InvitationsTokens.InvitationsApi,
    () => import('../../adapters/http-contract/invitation.ts'),
  )
