import { type Kysely, sql } from 'kysely'
import type { ContactEraser } from '../../../application/server/ports/contact-eraser.port.ts'
import type { OptOutEmail } from '../../../domain/opt-out/opt-out-email.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Database } from '../persistence/database-schema.ts'

/**
 * ContactEraser over the contact tables: one statement, so a person goes with all their values or not
 * at all; emails and phones follow by their foreign keys' cascade, the counters by their triggers.
 * The address is matched without an index (opt-outs are rare; an index on every address would slow
 * every import for them): a scan of the emails table, well under a second at a million people.
 */
export class KyselyContactEraser implements ContactEraser {
  constructor(private readonly db: Kysely<Database>) {}

  async forget(who: { readonly profileId: ProfileId; readonly email: OptOutEmail | null }): Promise<number> {
    const { email } = who
    const holders =
      email === null
        ? undefined
        : this.db.selectFrom('emails').select('person_id').where(sql<boolean>`lower(address) = ${email}`)
    const deleted = await this.db
      .deleteFrom('people')
      .where((eb) =>
        holders === undefined
          ? eb('profile_id', '=', who.profileId)
          : eb.or([eb('profile_id', '=', who.profileId), eb('profile_id', 'in', holders)]),
      )
      .executeTakeFirst()
    return Number(deleted.numDeletedRows)
  }
}
