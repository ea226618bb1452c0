import type { CreateInvitationCode } from '../../application/browser/create-invitation-code.use-case.ts'
import type { DeleteInvitationCode } from '../../application/browser/delete-invitation-code.use-case.ts'
import type { ListInvitationCodes } from '../../application/browser/list-invitation-codes.use-case.ts'
import type { LoadInvitationUsage } from '../../application/browser/load-invitation-usage.use-case.ts'
import type { SetInvitationCodeStatus } from '../../application/browser/set-invitation-code-status.use-case.ts'
import type { UpdateInvitationCode } from '../../application/browser/update-invitation-code.use-case.ts'
import { token } from '../token.ts'

/** The dashboard's invitation use cases (bound in invitation.bindings.ts). */
export const InvitationTokens = {
  ListInvitationCodes: token<ListInvitationCodes>('ListInvitationCodes'),
  CreateInvitationCode: token<CreateInvitationCode>('CreateInvitationCode'),
  UpdateInvitationCode: token<UpdateInvitationCode>('UpdateInvitationCode'),
  DeleteInvitationCode: token<DeleteInvitationCode>('DeleteInvitationCode'),
  SetInvitationCodeStatus: token<SetInvitationCodeStatus>('SetInvitationCodeStatus'),
  LoadInvitationUsage: token<LoadInvitationUsage>('LoadInvitationUsage'),
} as const
