import { type Kysely, sql } from 'kysely'
import type {
  NewOptOutRequest,
  OptOutRequestRecord,
  SuppressionList,
} from '../../../application/server/ports/suppression-list.repository.port.ts'
import type { OptOutEmail } from '../../../domain/opt-out/opt-out-email.ts'
import type { OptOutTokenHash } from '../../../domain/opt-out/opt-out-token.ts'
import type { SuppressionEntry, SuppressionKey } from '../../../domain/opt-out/suppression-key.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import type { OptOutRequestsTable } from './opt-out-tables.ts'

export const SUPPRESSION_PEPPER_MISMATCH =
  'the suppression list was written with another SUPPRESSION_PEPPER: its keys would never match'

const recordOf = (row: OptOutRequestsTable): OptOutRequestRecord => {
  const times = {
    tokenHash: row.token_hash as OptOutTokenHash,
    requestedAt: instantOf(row.requested_at),
    expiresAt: instantOf(row.expires_at),
  }
  if (row.confirmed_at !== null)
    return { ...times, profileId: null, email: null, confirmedAt: instantOf(row.confirmed_at) }
  if (row.profile_id === null || row.email === null) throw new Error('a pending opt-out without its person')
  return {
    ...times,
    profileId: row.profile_id as ProfileId,
    email: row.email as OptOutEmail,
    confirmedAt: null,
  }
}

/** SuppressionList on PostgreSQL or PGlite (migration 0009-opt-out). */
export class KyselySuppressionList implements SuppressionList {
  private pepperVerified = false

  /** `pepperCheck`: domain/opt-out's pepperCheck of the pepper this process hashes with. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pepperCheck: string,
  ) {}

  async addRequest(request: NewOptOutRequest): Promise<void> {
    await this.verifyPepper()
    await this.db
      .insertInto('opt_out_requests')
      .values({
        token_hash: request.tokenHash,
        profile_id: request.profileId,
        email: request.email,
        requested_at: toDate(request.requestedAt),
        expires_at: toDate(request.expiresAt),
        confirmed_at: null,
      })
      .execute()
  }

  async findRequest(tokenHash: OptOutTokenHash): Promise<OptOutRequestRecord | undefined> {
    await this.verifyPepper()
    const row = await this.db
      .selectFrom('opt_out_requests')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst()
    return row === undefined ? undefined : recordOf(row)
  }

  async suppress(entries: readonly SuppressionEntry[], at: Instant): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The first keys ever written fix the pepper; later writers must use the same one.
      await trx
        .insertInto('suppression_pepper')
        .values({ pepper_check: this.pepperCheck })
        .onConflict((c) => c.column('id').doNothing())
        .execute()
      await this.verifyPepper(trx)
      if (entries.length === 0) return
      await trx
        .insertInto('suppressed_identifiers')
        .values(entries.map((e) => ({ key: e.key, kind: e.kind, suppressed_at: toDate(at) })))
        .onConflict((c) => c.column('key').doNothing())
        .execute()
    })
  }

  async markConfirmed(tokenHash: OptOutTokenHash, at: Instant): Promise<boolean> {
    await this.verifyPepper()
    const updated = await this.db
      .updateTable('opt_out_requests')
      .set({ confirmed_at: toDate(at), profile_id: null, email: null })
      .where('token_hash', '=', tokenHash)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1
  }

  async suppressedAmong(keys: readonly SuppressionKey[]): Promise<ReadonlySet<SuppressionKey>> {
    await this.verifyPepper()
    if (keys.length === 0) return new Set()
    const wanted = [...new Set(keys)]
    const rows = await this.db
      .selectFrom('suppressed_identifiers')
      .select('key')
      .where('key', '=', sql<string>`any(${wanted}::text[])`)
      .execute()
    return new Set(rows.map((r) => r.key as SuppressionKey))
  }

  async purgeExpired(now: Instant): Promise<number> {
    await this.verifyPepper()
    const deleted = await this.db
      .deleteFrom('opt_out_requests')
      .where('expires_at', '<', toDate(now))
      .executeTakeFirst()
    return Number(deleted.numDeletedRows)
  }

  // Once a stored check has matched it cannot change (the row is never updated): asked once per list.
  private async verifyPepper(db: Kysely<Database> = this.db): Promise<void> {
    if (this.pepperVerified) return
    const row = await db.selectFrom('suppression_pepper').select('pepper_check').executeTakeFirst()
    if (row === undefined) return
    if (row.pepper_check !== this.pepperCheck) throw new Error(SUPPRESSION_PEPPER_MISMATCH)
    this.pepperVerified = true
  }
}
