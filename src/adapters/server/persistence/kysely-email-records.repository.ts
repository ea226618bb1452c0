import { type Kysely, sql } from 'kysely'
import type {
  EmailRecords,
  HeldAddress,
  NamedAddress,
  RecordedVerdict,
} from '../../../application/server/ports/email-records.port.ts'
import { instant } from '../../../domain/shared/instant.ts'
import type { Database } from './database-schema.ts'

/** EmailRecords on the contact tables (emails joined with people); migration 0010 adds its columns. */
export class KyselyEmailRecords implements EmailRecords {
  constructor(private readonly db: Kysely<Database>) {}

  async staleFirst(checkedBefore: number, limit: number, skipDomainSuffixes: readonly string[]) {
    // Read off the (checked_at, address) index; an address held for several people appears once.
    const rows = await this.db
      .selectFrom('emails')
      .select(['address', 'checked_at'])
      .where('checked_at', '<', new Date(checkedBefore))
      .where((eb) =>
        eb.not(
          eb.or(
            skipDomainSuffixes.flatMap((suffix) => [
              eb('domain', '=', suffix),
              eb('domain', 'like', `%.${suffix.replace(/[%_\\]/g, '\\$&')}`),
            ]),
          ),
        ),
      )
      .orderBy('checked_at')
      .orderBy('address')
      .limit(limit * 4)
      .execute()
    const seen = new Map<string, HeldAddress>()
    for (const row of rows)
      if (!seen.has(row.address))
        seen.set(row.address, { address: row.address, checkedAt: instant(row.checked_at.getTime()) })
    return [...seen.values()].slice(0, limit)
  }

  async recordVerdict(verdict: RecordedVerdict) {
    const result = await this.db
      .updateTable('emails')
      .set({
        status: verdict.verdict,
        reason: verdict.reason,
        mx_host: verdict.mxHost,
        checked_at: new Date(verdict.checkedAt),
      })
      .where('address', '=', verdict.address)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  async namedAddressesAt(domain: string, limit: number): Promise<readonly NamedAddress[]> {
    return this.db
      .selectFrom('emails')
      .innerJoin('people', 'people.profile_id', 'emails.person_id')
      .select(['emails.address as address', 'people.name as name'])
      .where('emails.domain', '=', domain.toLowerCase())
      .where('emails.status', '<>', 'invalid')
      .orderBy('emails.address')
      .limit(limit)
      .execute()
  }

  async markFound(userId: string, address: string, at: number) {
    const inserted = await this.db
      .insertInto('email_finds')
      .values({ user_id: userId, address, found_at: new Date(at) })
      .onConflict((oc) => oc.columns(['user_id', 'address']).doNothing())
      .executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async forgetFound(userId: string, address: string) {
    await this.db
      .deleteFrom('email_finds')
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .execute()
  }

  async usersHolding(address: string): Promise<readonly string[]> {
    const finders = this.db.selectFrom('email_finds').select('user_id').where('address', '=', address)
    const revealers = this.db
      .selectFrom('revealed_contacts')
      .innerJoin('emails', 'emails.person_id', 'revealed_contacts.profile_id')
      .select('revealed_contacts.user_id')
      .where('emails.address', '=', address)
      .where('revealed_contacts.emails', '=', true)
    const rows = await finders.union(revealers).execute()
    return rows.map((row) => row.user_id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  }

  async wasFound(userId: string, address: string) {
    const row = await this.db
      .selectFrom('email_finds')
      .select('address')
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .executeTakeFirst()
    return row !== undefined
  }

  async personAt(domain: string, fullName: string): Promise<string | null> {
    const name = fullName.trim().replace(/\s+/g, ' ').toLowerCase()
    const rows = await this.db
      .selectFrom('people')
      .leftJoin('companies', 'companies.id', 'people.company_id')
      .select('people.profile_id')
      .where(sql<string>`lower(regexp_replace(btrim(people.name), '\s+', ' ', 'g'))`, '=', name)
      .where((eb) =>
        eb.or([
          eb('companies.domain', '=', domain.toLowerCase()),
          eb.exists(
            eb
              .selectFrom('emails')
              .select('emails.person_id')
              .whereRef('emails.person_id', '=', 'people.profile_id')
              .where('emails.domain', '=', domain.toLowerCase()),
          ),
        ]),
      )
      .limit(2)
      .execute()
    return rows.length === 1 ? (rows[0]?.profile_id ?? null) : null
  }

  async holdersOf(address: string): Promise<readonly string[]> {
    const rows = await this.db
      .selectFrom('emails')
      .select('person_id')
      .where('address', '=', address)
      .execute()
    // A person holds an address once (unique), so no duplicates; sorted in code-unit order.
    return rows.map((row) => row.person_id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  }

  async storeFound(profileId: string, found: RecordedVerdict) {
    const values = {
      status: found.verdict,
      reason: found.reason,
      mx_host: found.mxHost,
      checked_at: new Date(found.checkedAt),
    }
    // xmax = 0: the row was inserted by this statement, not updated.
    const row = await this.db
      .insertInto('emails')
      .values({ person_id: profileId, address: found.address, source: 'found', ...values })
      .onConflict((oc) => oc.columns(['person_id', 'address']).doUpdateSet(values))
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .executeTakeFirst()
    return row?.inserted === true
  }

  async markBounceReported(userId: string, address: string, at: number) {
    const inserted = await this.db
      .insertInto('email_bounce_reports')
      .values({ user_id: userId, address, reported_at: new Date(at) })
      .onConflict((oc) => oc.columns(['user_id', 'address']).doNothing())
      .executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
  }

  async forgetBounceReport(userId: string, address: string) {
    await this.db
      .deleteFrom('email_bounce_reports')
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .execute()
  }
}
