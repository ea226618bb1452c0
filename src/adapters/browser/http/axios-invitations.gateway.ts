import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  DeletedInvitation,
  InvitationCode,
  InvitationCodeForm,
  InvitationsGateway,
  InvitationUsageRecord,
} from '../../../application/browser/ports/invitations.gateway.port.ts'
import { INVITATION_STATUSES, type InvitationStatus } from '../../../domain/invitations/invitation.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fenToYuan, yuanToFen } from '../../../domain/shared/money.ts'
import { requestJson } from './request-json.ts'

// Yuan and ISO 8601 on the wire (docs/api.md); fen and instants inside.
const Yuan = Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const Iso = Schema.String

const InvitationBody = Schema.Struct({
  id: Schema.String,
  distributor: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    email: Schema.NullOr(Schema.String),
    remark: Schema.NullOr(Schema.String),
  }),
  inviteCode: Schema.String,
  discountAmount: Yuan,
  status: Schema.Literals(INVITATION_STATUSES),
  createdAt: Iso,
  updatedAt: Iso,
})

const UsageBody = Schema.Struct({
  id: Schema.String,
  userName: Schema.String,
  userEmail: Schema.NullOr(Schema.String),
  originalAmount: Yuan,
  discountAmount: Yuan,
  finalAmount: Yuan,
  createdAt: Iso,
})

const at = (iso: string) => instant(Date.parse(iso))

const invitationOf = (body: typeof InvitationBody.Type): InvitationCode => ({
  id: body.id,
  distributor: { ...body.distributor },
  inviteCode: body.inviteCode,
  discountAmount: yuanToFen(body.discountAmount),
  status: body.status,
  createdAt: at(body.createdAt),
  updatedAt: at(body.updatedAt),
})

const usageOf = (body: typeof UsageBody.Type): InvitationUsageRecord => ({
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

const path = (id: string) => `/api/invitation/${encodeURIComponent(id)}`

/** InvitationsGateway over the shared API client: the admin calls under /api/invitation. */
export class AxiosInvitationsGateway implements InvitationsGateway {
  constructor(private readonly client: AxiosInstance) {}

  async list(accessToken: string) {
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/invitation' },
      Schema.Array(InvitationBody),
    )
    return mapped(body, (all) => all.map(invitationOf))
  }

  async create(accessToken: string, form: InvitationCodeForm) {
    const config = { method: 'POST', url: '/api/invitation', data: wireForm(form) }
    return mapped(await requestJson(this.client, accessToken, config, InvitationBody), invitationOf)
  }

  async update(accessToken: string, id: string, form: InvitationCodeForm) {
    const config = { method: 'PUT', url: path(id), data: wireForm(form) }
    return mapped(await requestJson(this.client, accessToken, config, InvitationBody), invitationOf)
  }

  async remove(accessToken: string, id: string): Promise<DeletedInvitation | ApiCallFailed> {
    const config = { method: 'DELETE', url: path(id) }
    const body = await requestJson(
      this.client,
      accessToken,
      config,
      Schema.Struct({ ok: Schema.Literal(true) }),
    )
    return mapped(body, () => ({ deleted: id }))
  }

  async setStatus(accessToken: string, id: string, status: InvitationStatus) {
    const config = { method: 'PATCH', url: `${path(id)}/status`, data: { status } }
    return mapped(await requestJson(this.client, accessToken, config, InvitationBody), invitationOf)
  }

  async usageHistory(accessToken: string, invitationId: string) {
    const config = { method: 'GET', url: '/api/invitation/usage-history', params: { invitationId } }
    const body = await requestJson(this.client, accessToken, config, Schema.Array(UsageBody))
    return mapped(body, (all) => all.map(usageOf))
  }
}
