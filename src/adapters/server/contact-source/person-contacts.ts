import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../persistence/database-schema.ts'
import {
  type EmailRow,
  emailFromRow,
  type PersonContacts,
  type PhoneRow,
  phoneFromRow,
} from './contact-rows.ts'

// The port's order, in SQL: best status first, then the most recently checked; invalid never leaves
// the database. Phones: mobile, direct, office, unknown type. Ties keep the source's order (id).
const EMAIL_RANK = sql`case status when 'valid' then 0 when 'accept_all' then 1 else 2 end`
const PHONE_RANK = sql`case type when 'mobile' then 0 when 'direct' then 1 when 'office' then 2 else 3 end`

/** Emails and phones of each person named, in two queries whatever the number of people. */
export const contactsOf = async (
  db: Kysely<Database>,
  profileIds: readonly string[],
): Promise<ReadonlyMap<string, PersonContacts>> => {
  const byPerson = new Map<
    string,
    { emails: PersonContacts['emails'][number][]; phones: PersonContacts['phones'][number][] }
  >()
  if (profileIds.length === 0) return byPerson
  const ids = [...profileIds]
  const [emails, phones] = await Promise.all([
    db
      .selectFrom('emails')
      .select(['person_id', 'address', 'status', 'checked_at'])
      .where('person_id', '=', sql<string>`any(${ids}::text[])`)
      .where('status', '<>', 'invalid')
      .orderBy(EMAIL_RANK)
      .orderBy('checked_at', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('phones')
      .select(['person_id', 'e164', 'type', 'whatsapp_valid'])
      .where('person_id', '=', sql<string>`any(${ids}::text[])`)
      .orderBy(PHONE_RANK)
      .orderBy('id')
      .execute(),
  ])
  const entry = (id: string) => {
    const found = byPerson.get(id)
    if (found !== undefined) return found
    const created = { emails: [], phones: [] }
    byPerson.set(id, created)
    return created
  }
  for (const row of emails) entry(row.person_id).emails.push(emailFromRow(row))
  for (const row of phones) entry(row.person_id).phones.push(phoneFromRow(row))
  return byPerson
}

/**
 * The emails and phones of the person the query reads as `people as p` (its `p.profile_id`), each a
 * JSON array in the order above, as two columns of that query: one round trip for a person, not three.
 */
export const contactJsonColumns = (): {
  readonly emails: RawBuilder<readonly EmailRow[]>
  readonly phones: RawBuilder<readonly PhoneRow[]>
} => ({
  emails: sql<readonly EmailRow[]>`(
    select coalesce(json_agg(json_build_object(
      'person_id', person_id, 'address', address, 'status', status, 'checked_at', checked_at
    ) order by ${EMAIL_RANK}, checked_at desc, id), '[]')
    from emails where person_id = p.profile_id and status <> 'invalid')`,
  phones: sql<readonly PhoneRow[]>`(
    select coalesce(json_agg(json_build_object(
      'person_id', person_id, 'e164', e164, 'type', type, 'whatsapp_valid', whatsapp_valid
    ) order by ${PHONE_RANK}, id), '[]')
    from phones where person_id = p.profile_id)`,
})
