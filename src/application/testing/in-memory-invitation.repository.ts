import type { InvitationStatus } from '../../domain/invitations/invitation.ts'
import { normaliseInviteCode } from '../../domain/invitations/invite-code.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type {
  InvitationDraft,
  InvitationRepository,
  InviteCodeTaken,
  StoredInvitation,
  StoredUsage,
} from '../server/ports/invitation.repository.port.ts'

type Row = { readonly invitation: StoredInvitation; readonly deletedAt: Instant | null }

const newestFirst = (a: { createdAt: Instant; id: string }, b: { createdAt: Instant; id: string }) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/**
 * InvitationRepository in memory, held to the same contract suite as the database adapter. Where the
 * database would refuse a write by a constraint (duplicate id, code not normalised, discount of zero),
 * this throws too, so a bug does not pass here and fail in production.
 *
 * Each check-and-write happens before any await, so concurrent calls race the way they would against
 * the unique index: exactly one of several creates of one code wins.
 */
export class InMemoryInvitationRepository implements InvitationRepository {
  private readonly rows = new Map<string, Row>()
  private readonly usages: StoredUsage[] = []

  async create(
    id: string,
    draft: InvitationDraft,
    now: Instant,
  ): Promise<StoredInvitation | InviteCodeTaken> {
    checkDraft(draft)
    if (this.rows.has(id)) throw new Error(`invitation id already in use: ${id}`)
    if (this.holder(draft.inviteCode) !== undefined) return taken(draft.inviteCode)
    // One distributor per invitation, so it shares the invitation's id (as in the database adapter).
    const invitation: StoredInvitation = {
      id,
      distributor: { id, ...draft.distributor },
      inviteCode: draft.inviteCode,
      discountAmount: draft.discountAmount,
      status: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    }
    this.rows.set(id, { invitation, deletedAt: null })
    return invitation
  }

  async update(id: string, draft: InvitationDraft, now: Instant) {
    checkDraft(draft)
    const current = this.live(id)
    if (current === undefined) return undefined
    const holder = this.holder(draft.inviteCode)
    if (holder !== undefined && holder.id !== id) return taken(draft.inviteCode)
    return this.replace({
      ...current,
      distributor: { id: current.distributor.id, ...draft.distributor },
      inviteCode: draft.inviteCode,
      discountAmount: draft.discountAmount,
      updatedAt: now,
    })
  }

  async setStatus(id: string, status: InvitationStatus, now: Instant) {
    const current = this.live(id)
    return current === undefined ? undefined : this.replace({ ...current, status, updatedAt: now })
  }

  async delete(id: string, now: Instant): Promise<boolean> {
    const current = this.live(id)
    if (current === undefined) return false
    this.rows.set(id, { invitation: current, deletedAt: now })
    return true
  }

  async find(id: string) {
    return this.live(id)
  }

  async findByCode(inviteCode: string) {
    return this.holder(normaliseInviteCode(inviteCode))
  }

  async list(): Promise<readonly StoredInvitation[]> {
    return [...this.rows.values()]
      .filter((row) => row.deletedAt === null)
      .map((row) => row.invitation)
      .sort(newestFirst)
  }

  async usageHistory(invitationId: string): Promise<readonly StoredUsage[]> {
    if (this.live(invitationId) === undefined) return []
    return this.usages.filter((u) => u.invitationId === invitationId).sort(newestFirst)
  }

  /**
   * For the billing fake, standing in for what order settlement writes to `invitation_usages` when a
   * paid order used a code. Like the table: the invitation must exist (deleted is fine: it was live when
   * the order was placed), original = discount + final, and one usage per order, so a repeated
   * settlement of the same order records nothing and answers false.
   */
  recordUsage(usage: StoredUsage): boolean {
    if (!this.rows.has(usage.invitationId)) throw new Error(`no invitation ${usage.invitationId}`)
    if (usage.originalAmount !== usage.discountAmount + usage.finalAmount)
      throw new Error(`usage ${usage.id}: original must equal discount + final`)
    if (this.usages.some((u) => u.id === usage.id)) throw new Error(`usage id already in use: ${usage.id}`)
    if (this.usages.some((u) => u.orderId === usage.orderId)) return false
    this.usages.push(usage)
    return true
  }

  private live(id: string): StoredInvitation | undefined {
    const row = this.rows.get(id)
    return row === undefined || row.deletedAt !== null ? undefined : row.invitation
  }

  private holder(inviteCode: string): StoredInvitation | undefined {
    for (const row of this.rows.values())
      if (row.deletedAt === null && row.invitation.inviteCode === inviteCode) return row.invitation
    return undefined
  }

  private replace(invitation: StoredInvitation): StoredInvitation {
    this.rows.set(invitation.id, { invitation, deletedAt: null })
    return invitation
  }
}

const taken = (inviteCode: string): InviteCodeTaken => ({ _tag: 'InviteCodeTaken', inviteCode })

// The database's check constraints, as defects: callers validate with the domain before they get here.
const checkDraft = (draft: InvitationDraft) => {
  if (draft.inviteCode !== normaliseInviteCode(draft.inviteCode))
    throw new Error(`invite code not normalised: ${JSON.stringify(draft.inviteCode)}`)
  if (!(draft.discountAmount > 0)) throw new Error(`discount must be positive: ${draft.discountAmount}`)
}
