// Test support: writes a usage row the way order settlement will, for the contract suite to read back.
// The user row is created when missing, since usages reference users. Not product code.
import type { Kysely } from 'kysely'
import type { StoredUsage } from '../../../../application/server/ports/invitation.repository.port.ts'
import type { Database } from '../database-schema.ts'
import { usageToRow } from '../invitation.rows.ts'

export const seedInvitationUsage =
  (db: Kysely<Database>) =>
  async (usage: StoredUsage): Promise<void> => {
    await db
      .insertInto('users')
      .values({ id: usage.userId })
      .onConflict((c) => c.column('id').doNothing())
      .execute()
    await db.insertInto('invitation_usages').values(usageToRow(usage)).execute()
  }
