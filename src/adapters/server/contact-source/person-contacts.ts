import { type RawBuilder, sql } from 'kysely'
import type { EmailRow, PhoneRow } from './contact-rows.ts'

// The port's order, in SQL: best status first, then the most recently checked; invalid never leaves
// the database. Phones: mobile, direct, office, unknown type. Ties keep the source's order (id).
const EMAIL_RANK = sql`case status when 'valid' then 0 when 'accept_all' then 1 else 2 end`
const PHONE_RANK = sql`case type when 'mobile' then 0 when 'direct' then 1 when 'office' then 2 else 3 end`

/**
 * The emails and phones of the person a query reads as `people as p` (its `p.profile_id`), each a JSON
 * array in the order above: two columns of the people query itself, so a person, a list of people or a
 * members page is one query, not three.
 */
export const CONTACT_COLUMNS: {
  readonly emails: RawBuilder<readonly EmailRow[]>
  readonly phones: RawBuilder<readonly PhoneRow[]>
} = {
  emails: sql<readonly EmailRow[]>`(
    select coalesce(json_agg(json_build_object(
      'address', address, 'status', status, 'checked_at', checked_at
    ) order by ${EMAIL_RANK}, checked_at desc, id), '[]')
    from emails where person_id = p.profile_id and status <> 'invalid')`,
  phones: sql<readonly PhoneRow[]>`(
    select coalesce(json_agg(json_build_object(
      'e164', e164, 'type', type, 'whatsapp_valid', whatsapp_valid
    ) order by ${PHONE_RANK}, id), '[]')
    from phones where person_id = p.profile_id)`,
}
