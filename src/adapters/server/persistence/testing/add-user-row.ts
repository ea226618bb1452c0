import type { Kysely } from 'kysely'
import type { UserProfile } from '../../../../application/server/ports/user.repository.port.ts'
import type { Database } from '../database-schema.ts'

/** A users row for tests of tables that reference users. */
export const addUserRow = async (db: Kysely<Database>, profile: UserProfile): Promise<void> => {
  await db
    .insertInto('users')
    .values({
      id: profile.id,
      username: profile.username,
      email: profile.email,
      avatar: profile.avatar,
      is_admin: profile.isAdmin,
    })
    .execute()
}
