import type { InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as InvitationCalls from '../../../adapters/http-contract/invitation.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** The admins' invite codes: list, create, edit, delete, switch on or off, and each code's usage. */
export type InvitationsApi = Api<typeof InvitationCalls>

/** An invite code as the admin list shows it: money in fen, times as instants. */
export type InvitationCode = AnswerOfCall<typeof InvitationCalls, 'listInvitations'>[number]

/**
 * The create/edit form as sent (POST and PUT take the same body; the discount in yuan, as the wire
 * takes it). An empty or absent code asks the service to generate one.
 */
export type InvitationCodeForm = InputOf<typeof InvitationCalls.createInvitation>['body']

/** One paid order that used a code: money in fen, the time as an instant. */
export type InvitationUsageRecord = AnswerOfCall<typeof InvitationCalls, 'invitationUsageHistory'>[number]
