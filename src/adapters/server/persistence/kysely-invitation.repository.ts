import type { Kysely, Transaction } from 'kysely'
import type {
  InvitationDraft,
  InvitationRepository,
  InviteCodeTaken,
  StoredInvitation,
  StoredUsage,
} from '../../../application/server/ports/invitation.repository.port.ts'
import type { InvitationStatus } from '../../../domain/invitations/invitation.ts'
import { normaliseInviteCode } from '../../../domain/invitations/invite-code.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import type { Database } from './database-schema.ts'
import { distributorToRow, invitationFromRow, invitationToRow, usageFromRow } from './invitation.rows.ts'

// Uniqueness of live codes is the partial unique index's job, not a read-then-write here: only the
// index is right when several processes create the same code at once. Its violation is how we learn.
const LIVE_CODE_INDEX = 'invitations_live_code'
const UNIQUE_VIOLATION = '23505'

const isLiveCodeTaken = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === UNIQUE_VIOLATION &&
  'constraint' in error &&
  error.constraint === LIVE_CODE_INDEX

const taken = (inviteCode: string): InviteCodeTaken => ({ _tag: 'InviteCodeTaken', inviteCode })

type Db = Kysely<Database> | Transaction<Database>

/**
 * InvitationRepository on PostgreSQL or PGlite, through Kysely.
 *
 * Each invitation owns one distributor row, created with it under the same id and edited with it:
 * the admin form edits name, email and remark per invitation, so sharing a row between invitations
 * (say, by equal name) would let one edit silently change another's distributor.
 */
export class KyselyInvitationRepository implements InvitationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    id: string,
    draft: InvitationDraft,
    now: Instant,
  ): Promise<StoredInvitation | InviteCodeTaken> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('distributors')
          .values(distributorToRow(id, draft, now))
          .execute()
        await trx
          .insertInto('invitations')
          .values(invitationToRow(id, draft, now))
          .execute()
      })
    } catch (error) {
      // The transaction rolled back, so the distributor row went with it.
      if (isLiveCodeTaken(error)) return taken(draft.inviteCode)
      throw error
    }
    return {
      id,
      distributor: { id, ...draft.distributor },
      inviteCode: draft.inviteCode,
      discountAmount: draft.discountAmount,
      status: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    }
  }

  async update(id: string, draft: InvitationDraft, now: Instant) {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('invitations')
          .set({ invite_code: draft.inviteCode, discount_fen: draft.discountAmount, updated_at: toDate(now) })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning('distributor_id')
          .executeTakeFirst()
        if (updated === undefined) return undefined
        await trx
          .updateTable('distributors')
          .set(draft.distributor)
          .where('id', '=', updated.distributor_id)
          .execute()
        return this.findIn(trx, id)
      })
    } catch (error) {
      if (isLiveCodeTaken(error)) return taken(draft.inviteCode)
      throw error
    }
  }

  async setStatus(id: string, status: InvitationStatus, now: Instant) {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('invitations')
        .set({ status, updated_at: toDate(now) })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      return Number(updated.numUpdatedRows) === 0 ? undefined : this.findIn(trx, id)
    })
  }

  async delete(id: string, now: Instant): Promise<boolean> {
    const deleted = await this.db
      .updateTable('invitations')
      .set({ deleted_at: toDate(now) })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    return Number(deleted.numUpdatedRows) > 0
  }

  find(id: string): Promise<StoredInvitation | undefined> {
    return this.findIn(this.db, id)
  }

  async findByCode(inviteCode: string): Promise<StoredInvitation | undefined> {
    const row = await this.live(this.db)
      .where('i.invite_code', '=', normaliseInviteCode(inviteCode))
      .executeTakeFirst()
    return row === undefined ? undefined : invitationFromRow(row)
  }

  async list(): Promise<readonly StoredInvitation[]> {
    const rows = await this.live(this.db).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute()
    return rows.map(invitationFromRow)
  }

  async usageHistory(invitationId: string): Promise<readonly StoredUsage[]> {
    const rows = await this.db
      .selectFrom('invitation_usages as u')
      .innerJoin('invitations as i', 'i.id', 'u.invitation_id')
      .selectAll('u')
      .where('u.invitation_id', '=', invitationId)
      .where('i.deleted_at', 'is', null)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .execute()
    return rows.map(usageFromRow)
  }

  private async findIn(db: Db, id: string): Promise<StoredInvitation | undefined> {
    const row = await this.live(db).where('i.id', '=', id).executeTakeFirst()
    return row === undefined ? undefined : invitationFromRow(row)
  }

  /** Live invitations joined with their distributor, in the shape invitationFromRow reads. */
  private live(db: Db) {
    return db
      .selectFrom('invitations as i')
      .innerJoin('distributors as d', 'd.id', 'i.distributor_id')
      .selectAll('i')
      .select([
        'd.name as distributor_name',
        'd.email as distributor_email',
        'd.remark as distributor_remark',
      ])
      .where('i.deleted_at', 'is', null)
  }
}
