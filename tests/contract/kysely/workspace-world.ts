import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../src/adapters/server/persistence/database-schema.ts'
import type { WorkspaceWorld } from '../contacts-workspace.contract.ts'

const day = (n: number) => new Date(Date.UTC(2026, 0, n))

/** The Contacts page's world written straight into the tables, as the source and the reveals write it. */
export const kyselyWorkspaceWorld = (db: Kysely<Database>): WorkspaceWorld => ({
  async person(p) {
    if (p.company !== undefined)
      await db
        .insertInto('companies')
        .values({ id: p.company.id, name: p.company.name, domain: p.company.domain })
        .onConflict((c) => c.column('id').doNothing())
        .execute()
    await db
      .insertInto('people')
      .values({
        profile_id: p.id,
        name: p.name,
        company_id: p.company?.id ?? null,
        title: null,
        is_decision_maker: false,
        seniority: null,
      })
      .execute()
    for (const e of p.emails ?? [])
      await db
        .insertInto('emails')
        .values({ person_id: p.id, address: e.address, status: e.status, checked_at: day(e.checkedDay) })
        .execute()
    for (const e164 of p.phones ?? [])
      await db
        .insertInto('phones')
        .values({ person_id: p.id, e164, type: 'mobile', whatsapp_valid: true })
        .execute()
  },
  async reveal(userId, profileId, parts, n) {
    await db
      .insertInto('users')
      .values({ id: userId })
      .onConflict((c) => c.column('id').doNothing())
      .execute()
    await sql`insert into revealed_contacts (user_id, profile_id, emails, phones, first_revealed_at, revealed_at)
      values (${userId}, ${profileId}, ${parts.emails}, ${parts.phones}, ${day(n)}, ${day(n)})
      on conflict (user_id, profile_id) do update set emails = revealed_contacts.emails or excluded.emails,
        phones = revealed_contacts.phones or excluded.phones, revealed_at = excluded.revealed_at`.execute(db)
  },
  async verdict(address, status, n) {
    await db
      .updateTable('emails')
      .set({ status, checked_at: day(n) })
      .where('address', '=', address)
      .execute()
  },
  async erase(profileId) {
    await db.deleteFrom('people').where('profile_id', '=', profileId).execute()
  },
})
