import type { InvitationStatus } from '../../domain/invitations/invitation.ts'
import { instant } from '../../domain/shared/instant.ts'
import { fenToYuan } from '../../domain/shared/money.ts'
import type { RandomInt } from '../../domain/shared/random.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  InvitationCode,
  InvitationCodeForm,
  InvitationsGateway,
  InvitationUsageRecord,
} from '../browser/ports/invitations.gateway.port.ts'
import type { Caller } from '../server/caller.ts'
import { CreateInvitation } from '../server/create-invitation.use-case.ts'
import { DeleteInvitation } from '../server/delete-invitation.use-case.ts'
import { InvitationUsageHistory } from '../server/invitation-usage-history.use-case.ts'
import { ListInvitations } from '../server/list-invitations.use-case.ts'
import type { StoredInvitation, StoredUsage } from '../server/ports/invitation.repository.port.ts'
import { SetInvitationStatus } from '../server/set-invitation-status.use-case.ts'
import { UpdateInvitation } from '../server/update-invitation.use-case.ts'
import { fixedClock } from './fixed-clock.ts'
import { InMemoryAuditLogRepository } from './in-memory-audit-log.repository.ts'
import { InMemoryInvitationRepository } from './in-memory-invitation.repository.ts'
import { type Refusal, refused } from './in-memory-invitation-refusals.ts'

const view = (stored: StoredInvitation): InvitationCode => ({
  ...stored,
  distributor: { ...stored.distributor },
  createdAt: instant(stored.createdAt),
  updatedAt: instant(stored.updatedAt),
})

const usageView = ({
  invitationId: _i,
  orderId: _o,
  userId: _u,
  ...usage
}: StoredUsage): InvitationUsageRecord => usage

/** A seeded source, so generated codes are the same on every run. */
const seeded = (seed: number): RandomInt => {
  let state = seed >>> 0
  return (bound) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state % bound
  }
}

// Whoever holds a token here acts as this administrator (the fake checks no token).
const ADMIN: Caller = { userId: 'admin', isAdmin: true, username: 'admin', email: null, avatar: null }

const isRefusal = (value: object): value is Refusal => '_tag' in value

/**
 * InvitationsGateway in memory: the service's own invitation use cases over the in-memory repository,
 * their refusals answered as the API answers them (status, code, message). Each write moves the clock
 * a second, so "newest first" is well defined. Tests add usage with `addUsage`, inspect `calls`, and
 * make the next call fail with `failNext`.
 */
export class InMemoryInvitationsGateway implements InvitationsGateway {
  readonly calls: string[] = []
  private readonly repository = new InMemoryInvitationRepository()
  /** What the service's use cases recorded of the changes made through this gateway. */
  readonly audit = new InMemoryAuditLogRepository()
  private readonly clock = fixedClock(Date.UTC(2026, 0, 1))
  private readonly random = { int: seeded(7) }
  private ids = 0
  private failure: ApiCallFailed | null = null

  /** The next call answers this failure instead. */
  failNext(status: ApiCallFailed['status'], message?: string): this {
    this.failure = apiCallFailed(status, message === undefined ? {} : { message })
    return this
  }

  /** A paid order that used the code; amounts in fen, `at` in epoch ms. */
  addUsage(invitationId: string, usage: Omit<InvitationUsageRecord, 'id'> & { readonly id?: string }): void {
    const id = usage.id ?? `usage-${++this.ids}`
    this.repository.recordUsage({ ...usage, id, invitationId, orderId: `order-${id}`, userId: `user-${id}` })
  }

  async list(_accessToken: string) {
    return this.run('list', async () => (await new ListInvitations(this.repository).execute()).map(view))
  }

  async create(_accessToken: string, form: InvitationCodeForm) {
    return this.run('create', async () => {
      const ids = { next: () => `inv-${++this.ids}` }
      const use = new CreateInvitation(this.repository, this.tick(), ids, this.random, this.audit)
      return this.answer(await use.execute(ADMIN, this.input(form)))
    })
  }

  async update(_accessToken: string, id: string, form: InvitationCodeForm) {
    return this.run('update', async () => {
      const use = new UpdateInvitation(this.repository, this.tick(), this.random, this.audit)
      return this.answer(await use.execute(ADMIN, id, this.input(form)))
    })
  }

  async remove(_accessToken: string, id: string) {
    return this.run('remove', async () => {
      const use = new DeleteInvitation(this.repository, this.tick(), this.audit)
      const deleted = await use.execute(ADMIN, id)
      return deleted._tag === 'InvitationNotFound' ? refused(deleted) : { deleted: id }
    })
  }

  async setStatus(_accessToken: string, id: string, status: InvitationStatus) {
    return this.run('setStatus', async () => {
      const use = new SetInvitationStatus(this.repository, this.tick(), this.audit)
      return this.answer(await use.execute(ADMIN, id, status))
    })
  }

  async usageHistory(_accessToken: string, invitationId: string) {
    return this.run('usageHistory', async () => {
      const usage = await new InvitationUsageHistory(this.repository).execute(invitationId)
      return '_tag' in usage ? refused(usage) : usage.map(usageView)
    })
  }

  private input(form: InvitationCodeForm) {
    return {
      distributorName: form.distributorName,
      discountAmount: fenToYuan(form.discountAmount),
      inviteCode: form.inviteCode ?? '',
      distributorEmail: form.distributorEmail ?? null,
      remark: form.remark ?? null,
    }
  }

  private answer(result: StoredInvitation | Refusal): InvitationCode | ApiCallFailed {
    return isRefusal(result) ? refused(result) : view(result)
  }

  private tick() {
    this.clock.advance(1000)
    return this.clock
  }

  private async run<T>(name: string, call: () => Promise<T | ApiCallFailed>): Promise<T | ApiCallFailed> {
    this.calls.push(name)
    const failure = this.failure
    this.failure = null
    return failure ?? call()
  }
}
