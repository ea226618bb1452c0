import type { Kysely } from 'kysely'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { CustomApiLimitRepository } from '../../../application/server/ports/custom-api-limit.repository.port.ts'
import type { Database } from './database-schema.ts'

/** CustomApiLimitRepository on PostgreSQL or PGlite: one row per user with a limit. */
export class KyselyCustomApiLimitRepository implements CustomApiLimitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: UserId): Promise<number | null> {
    const row = await this.db
      .selectFrom('custom_api_limits')
      .select('per_minute')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row?.per_minute ?? null
  }

  async set(userId: UserId, perMinute: number | null): Promise<number | null> {
    // The row is locked while it changes, so two admins at once each see the other's value as "before".
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('custom_api_limits')
        .select('per_minute')
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst()
      if (perMinute === null)
        await trx.deleteFrom('custom_api_limits').where('user_id', '=', userId).execute()
      else
        await trx
          .insertInto('custom_api_limits')
          .values({ user_id: userId, per_minute: perMinute })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ per_minute: perMinute }))
          .execute()
      return before?.per_minute ?? null
    })
  }
}
