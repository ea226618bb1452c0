import { type Kysely, sql } from 'kysely'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { Parts } from '../../../domain/credits/credit-action.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Database } from './database-schema.ts'

/**
 * What a user holds of each of a list of people (those never revealed are absent): one primary-key probe
 * a person, whatever the planner believes of the user. Written as `profile_id = any(…)` beside the user,
 * the plan follows the statistics: while a bulk job reveals, they still say the user holds a few hundred
 * people, so the plan read every person the user held and kept the list's (a 100,000-row file read 88,000
 * rows for each of its last chunks, two thirds of the job's database time). The list goes as one array, so
 * the statement's text is the same whatever its length and it stays prepared.
 */
export const revealedPartsOf = async (
  db: Kysely<Database>,
  userId: UserId,
  profileIds: readonly ProfileId[],
): Promise<ReadonlyMap<ProfileId, Parts>> => {
  if (profileIds.length === 0) return new Map()
  const { rows } = await sql<{ profile_id: string; emails: boolean; phones: boolean }>`
    select rc.profile_id, rc.emails, rc.phones
    from unnest(${[...new Set(profileIds)]}::text[]) as wanted(profile_id)
    join revealed_contacts rc on rc.user_id = ${userId} and rc.profile_id = wanted.profile_id`.execute(db)
  return new Map(rows.map((r) => [r.profile_id as ProfileId, { emails: r.emails, phones: r.phones }]))
}
