import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  DeletedInvitation,
  InvitationCode,
  InvitationCodeForm,
  InvitationsGateway,
  InvitationUsageRecord,
} from '../../../application/browser/ports/invitations.gateway.port.ts'
import type { InvitationStatus } from '../../../domain/invitations/invitation.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fenToYuan, yuanToFen } from '../../../domain/shared/money.ts'
import {
  createInvitation,
  deleteInvitation,
  type InvitationAnswer,
  invitationUsageHistory,
  listInvitations,
  setInvitationStatus,
  type UsageAnswer,
  updateInvitation,
} from '../../http-contract/invitation.ts'
import { callApi } from './call-api.ts'

// Yuan and ISO 8601 on the wire (docs/api.md); fen and instants inside.
const at = (iso: string) => instant(Date.parse(iso))

const invitationOf = (body: typeof InvitationAnswer.Type): InvitationCode => ({
  id: body.id,
  distributor: { ...body.distributor },
  inviteCode: body.inviteCode,
  discountAmount: yuanToFen(body.discountAmount),
  status: body.status,
  createdAt: at(body.createdAt),
  updatedAt: at(body.updatedAt),
})

const usageOf = (body: typeof UsageAnswer.Type): InvitationUsageRecord => ({
  id: body.id,
  userName: body.userName,
  userEmail: body.userEmail,
  originalAmount: yuanToFen(body.originalAmount),
  discountAmount: yuanToFen(body.discountAmount),
  finalAmount: yuanToFen(body.finalAmount),
  createdAt: at(body.createdAt),
})

const wireForm = (form: InvitationCodeForm) => ({
  distributorName: form.distributorName,
  discountAmount: fenToYuan(form.discountAmount),
  inviteCode: form.inviteCode ?? '',
  distributorEmail: form.distributorEmail ?? null,
  remark: form.remark ?? null,
})

const failed = (result: unknown): result is ApiCallFailed => isCallFailure(result)

const mapped = <A, B>(result: A | ApiCallFailed, f: (a: A) => B): B | ApiCallFailed =>
  failed(result) ? result : f(result)

/** InvitationsGateway over the shared API client: the admin calls under /api/invitation. */
export class AxiosInvitationsGateway implements InvitationsGateway {
  constructor(private readonly client: AxiosInstance) {}

  async list(accessToken: string) {
    const body = await callApi(this.client, accessToken, listInvitations, {})
    return mapped(body, (all) => all.map(invitationOf))
  }

  async create(accessToken: string, form: InvitationCodeForm) {
    const body = await callApi(this.client, accessToken, createInvitation, { body: wireForm(form) })
    return mapped(body, invitationOf)
  }

  async update(accessToken: string, id: string, form: InvitationCodeForm) {
    const input = { params: { id }, body: wireForm(form) }
    return mapped(await callApi(this.client, accessToken, updateInvitation, input), invitationOf)
  }

  async remove(accessToken: string, id: string): Promise<DeletedInvitation | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, deleteInvitation, { params: { id } })
    return mapped(body, () => ({ deleted: id }))
  }

  async setStatus(accessToken: string, id: string, status: InvitationStatus) {
    const input = { params: { id }, body: { status } }
    return mapped(await callApi(this.client, accessToken, setInvitationStatus, input), invitationOf)
  }

  async usageHistory(accessToken: string, invitationId: string) {
    const input = { query: { invitationId } }
    const body = await callApi(this.client, accessToken, invitationUsageHistory, input)
    return mapped(body, (all) => all.map(usageOf))
  }
}
