import { type Kysely, sql } from 'kysely'
import { usedChanges } from '../../../application/server/ports/charge-decision.ts'
import type { DecideInList } from '../../../application/server/ports/contact-access.repository.port.ts'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { SearchLogLine } from '../../../application/server/ports/search-log.repository.port.ts'
import type { Bucket, BucketId } from '../../../domain/credits/bucket.ts'
import { NO_PARTS, type Parts, partsAfter, showsMore } from '../../../domain/credits/credit-action.ts'
import type { Charge } from '../../../domain/credits/quote.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import type { Database } from './database-schema.ts'
import { underUserLock } from './ledger-transaction.ts'
import { revealedPartsOf } from './revealed-parts-of.ts'

/** A person's record after the list: what is shown, and when it first and last grew in this list. */
type Grown = { readonly parts: Parts; readonly first: Instant; readonly last: Instant }
type LedgerRow = Charge & {
  readonly action: string
  readonly reference: string | null
  readonly job: string | null
  readonly at: Instant
}

/** Everything a list of decisions writes, gathered in list order. */
type Writes = {
  readonly used: Map<BucketId, { readonly from: number; to: number }>
  readonly lines: LedgerRow[]
  readonly people: Map<ProfileId, Grown>
  readonly logged: SearchLogLine[]
}

/**
 * Decides each person in list order, as `reveal` would one call after another: each decision sees the
 * buckets as the ones before it left them (checked by `usedChanges`, as every write of the ledger is)
 * and what the user holds of the person after them. Pure: nothing is written here.
 */
const decideInTurn = <R>(
  loaded: readonly Bucket[],
  held: ReadonlyMap<ProfileId, Parts>,
  profileIds: readonly ProfileId[],
  decide: DecideInList<R>,
) => {
  let buckets = loaded
  const parts = new Map(held)
  const writes: Writes = { used: new Map(), lines: [], people: new Map(), logged: [] }
  const results = profileIds.map((profileId, position) => {
    const already = parts.get(profileId) ?? NO_PARTS
    const { charge, revealed, at, logged } = decide(buckets, already, profileId, position)
    if (charge._tag === 'Charge') {
      const changes = usedChanges(buckets, charge)
      const to = new Map(changes.map((c) => [c.bucketId, c.to]))
      buckets = buckets.map((b) => ({ ...b, used: to.get(b.id) ?? b.used }))
      for (const c of changes) {
        const net = writes.used.get(c.bucketId)
        if (net === undefined) writes.used.set(c.bucketId, { from: c.from, to: c.to })
        else net.to = c.to
      }
      const { ledgerAction: action, reference } = charge
      const job = charge.job ?? null
      writes.lines.push(...charge.charges.map((c) => ({ ...c, action, reference, job, at: charge.at })))
    }
    const after = partsAfter(already, revealed)
    if (showsMore(after, already)) {
      const before = writes.people.get(profileId)
      writes.people.set(profileId, { parts: after, first: before?.first ?? at, last: at })
    }
    parts.set(profileId, after)
    if (logged !== undefined) writes.logged.push(logged)
    return charge.result
  })
  return { results, writes }
}

/**
 * ContactAccessRepository.revealMany on PostgreSQL or PGlite: one transaction under the user's lock
 * (the ledger's, as every charge), the buckets and what the user holds of the list's people read once,
 * every decision made in memory, and all of it written in one statement: the buckets' `used` (net, each
 * guarded by its value before, as writeDecision does), the ledger lines, the people's records and the
 * search-log lines. A chunk of a bulk job pays one commit instead of one per row. The statement's text
 * is the same whatever the list's length (the rows go as arrays through `unnest`), so it stays prepared.
 */
export const revealMany = async <R>(
  db: Kysely<Database>,
  userId: UserId,
  profileIds: readonly ProfileId[],
  decide: DecideInList<R>,
): Promise<readonly R[]> => {
  if (profileIds.length === 0) return []
  return underUserLock(db, userId, async (trx, loaded) => {
    const held = await revealedPartsOf(trx, userId, profileIds)
    const { results, writes } = decideInTurn(loaded, held, profileIds, decide)
    const used = [...writes.used].filter(([, c]) => c.to !== c.from)
    const people = [...writes.people]
    if (used.length + writes.lines.length + people.length + writes.logged.length === 0) return results
    const { rows: counted } = await sql<{ updated: string | number }>`
      with used as (
        update credit_buckets b set used = c.to_used
        from unnest(${used.map(([id]) => id)}::text[], ${used.map(([, c]) => c.from)}::int[],
          ${used.map(([, c]) => c.to)}::int[]) as c(id, from_used, to_used)
        -- from: turns any writer that skipped the lock into a loud failure
        where b.id = c.id and b.user_id = ${userId} and b.used = c.from_used
        returning b.id
      ), ledger_lines as (
        insert into credit_ledger (user_id, bucket_id, kind, quantity, action, reference, enrichment_job_id, created_at)
        select ${userId}, l.bucket_id, l.kind, l.quantity, l.action, l.reference, l.job, l.created_at
        from unnest(${writes.lines.map((l) => l.bucketId)}::text[], ${writes.lines.map((l) => l.kind)}::text[],
          ${writes.lines.map((l) => l.quantity)}::int[], ${writes.lines.map((l) => l.action)}::text[],
          ${writes.lines.map((l) => l.reference)}::text[], ${writes.lines.map((l) => l.job)}::text[],
          ${writes.lines.map((l) => toDate(l.at))}::timestamptz[])
          with ordinality as l(bucket_id, kind, quantity, action, reference, job, created_at, n)
        -- in list order, so the lines are numbered as one reveal after another numbers them
        order by l.n
      ), people as (
        insert into revealed_contacts (user_id, profile_id, emails, phones, first_revealed_at, revealed_at)
        select ${userId}, p.profile_id, p.emails, p.phones, p.first_at, p.last_at
        from unnest(${people.map(([id]) => id)}::text[], ${people.map(([, p]) => p.parts.emails)}::boolean[],
          ${people.map(([, p]) => p.parts.phones)}::boolean[],
          ${people.map(([, p]) => toDate(p.first))}::timestamptz[],
          ${people.map(([, p]) => toDate(p.last))}::timestamptz[])
          as p(profile_id, emails, phones, first_at, last_at)
        on conflict (user_id, profile_id) do update
          set emails = excluded.emails, phones = excluded.phones, revealed_at = excluded.revealed_at
      ), logged as (
        insert into search_log (user_id, api_name, request_params, created_at)
        select s.user_id, s.api_name, s.request_params, s.created_at
        from unnest(${writes.logged.map((s) => s.userId)}::text[], ${writes.logged.map((s) => s.apiName)}::text[],
          ${writes.logged.map((s) => JSON.stringify(s.requestParams))}::jsonb[],
          ${writes.logged.map((s) => toDate(s.createdAt))}::timestamptz[])
          with ordinality as s(user_id, api_name, request_params, created_at, n)
        order by s.n
      )
      select (select count(*) from used) as updated`.execute(trx)
    if (Number(counted[0]?.updated) !== used.length)
      throw new Error(`a bucket of user ${userId} changed under the lock`)
    return results
  })
}
