import { type Kysely, sql } from 'kysely'
import type {
  SettingRecord,
  SharedSettingsRepository,
} from '../../../application/server/ports/shared-settings.repository.port.ts'
import { instant } from '../../../domain/shared/instant.ts'
import type { Database } from './database-schema.ts'

// One lock for every exchange: processes started at the same moment (four at once on an empty database)
// record one after another, so each sees what the one before it recorded.
const EXCHANGE_LOCK = sql`select pg_advisory_xact_lock(hashtext('leadlens.shared_settings'))`

export class KyselySharedSettingsRepository implements SharedSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  exchange(records: readonly SettingRecord[]): Promise<readonly SettingRecord[]> {
    if (records.length === 0) return Promise.resolve([])
    return this.db.transaction().execute(async (tx) => {
      await EXCHANGE_LOCK.execute(tx)
      const before = await tx
        .selectFrom('shared_settings')
        .selectAll()
        .where(
          'name',
          'in',
          records.map((r) => r.name),
        )
        .execute()
      await tx
        .insertInto('shared_settings')
        .values(
          records.map((r) => ({
            name: r.name,
            fingerprint: r.fingerprint,
            recorded_at: new Date(r.recordedAt),
            recorded_by: r.recordedBy,
          })),
        )
        .onConflict((c) =>
          c.column('name').doUpdateSet((eb) => ({
            fingerprint: eb.ref('excluded.fingerprint'),
            recorded_at: eb.ref('excluded.recorded_at'),
            recorded_by: eb.ref('excluded.recorded_by'),
          })),
        )
        .execute()
      return before.map((row) => ({
        name: row.name,
        fingerprint: row.fingerprint,
        recordedAt: instant(row.recorded_at.getTime()),
        recordedBy: row.recorded_by,
      }))
    })
  }
}
