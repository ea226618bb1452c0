import { type Kysely, type QueryCreator, sql } from 'kysely'
import type {
  ContactAccessRepository,
  DecideInList,
  MembersPageKey,
  PageDecision,
  RevealDecision,
  RevealedContact,
} from '../../../application/server/ports/contact-access.repository.port.ts'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { SearchLogLine } from '../../../application/server/ports/search-log.repository.port.ts'
import type { Bucket } from '../../../domain/credits/bucket.ts'
import { NO_PARTS, type Parts, partsAfter, showsMore } from '../../../domain/credits/credit-action.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import { revealMany } from './kysely-reveal-many.ts'
import { insertSearchLogLine } from './kysely-search-log.repository.ts'
import {
  compiledHolding,
  type HeldQuery,
  underUserLockHolding,
  underUserLockHoldingCompiled,
  type WriteAlongside,
  writeDecision,
} from './ledger-transaction.ts'
import { revealedPartsOf } from './revealed-parts-of.ts'

const logging = (logged: SearchLogLine | undefined): readonly WriteAlongside[] =>
  logged === undefined ? [] : [insertSearchLogLine(logged)]

// What the user already revealed of a person, read with the buckets under the lock; compiled once, as
// every reveal sends the same statement (issue 25).
const revealedBefore = compiledHolding<Parts>((db, userId, profileId) =>
  db
    .selectFrom('revealed_contacts')
    .select(['emails', 'phones'])
    .where('user_id', '=', userId)
    .where('profile_id', '=', profileId),
)

/**
 * ContactAccessRepository on PostgreSQL or PGlite: the ledger's user lock, what the user already holds read
 * with the buckets under it (underUserLockHolding), and what was bought and the search-log line written in
 * the decision's one statement (writeDecision).
 */
export class KyselyContactAccessRepository implements ContactAccessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  reveal<R>(
    userId: UserId,
    profileId: ProfileId,
    decide: (buckets: readonly Bucket[], alreadyRevealed: Parts) => RevealDecision<R>,
  ): Promise<R> {
    const holding = underUserLockHoldingCompiled(this.db, userId, revealedBefore, profileId)
    return holding(async (trx, loaded, known) => {
      const already: Parts = known ?? NO_PARTS
      const { charge, revealed, at, logged } = decide(loaded, already)
      const after = partsAfter(already, revealed)
      const grows = showsMore(after, already)
      const when = toDate(at)
      const record = (db: QueryCreator<Database>) =>
        db
          .insertInto('revealed_contacts')
          .values({
            user_id: userId,
            profile_id: profileId,
            ...after,
            first_revealed_at: when,
            revealed_at: when,
          })
          .onConflict((c) =>
            c.columns(['user_id', 'profile_id']).doUpdateSet({ ...after, revealed_at: when }),
          )
      await writeDecision(trx, userId, loaded, charge, [...(grows ? [record] : []), ...logging(logged)])
      return charge.result
    })
  }

  revealMany<R>(
    userId: UserId,
    profileIds: readonly ProfileId[],
    decide: DecideInList<R>,
  ): Promise<readonly R[]> {
    return revealMany(this.db, userId, profileIds, decide)
  }

  revealedOf(userId: UserId, profileIds: readonly ProfileId[]): Promise<ReadonlyMap<ProfileId, Parts>> {
    return revealedPartsOf(this.db, userId, profileIds)
  }

  async revealedBy(userId: UserId): Promise<readonly RevealedContact[]> {
    const rows = await this.db
      .selectFrom('revealed_contacts')
      .select(['profile_id', 'emails', 'phones', 'revealed_at'])
      .where('user_id', '=', userId)
      .orderBy('revealed_at', 'desc')
      // "C": code-point order, as the port promises, whatever the database's default collation.
      .orderBy(sql`profile_id collate "C"`)
      .execute()
    return rows.map((r) => ({
      profileId: r.profile_id as ProfileId,
      revealed: { emails: r.emails, phones: r.phones },
      revealedAt: instantOf(r.revealed_at),
    }))
  }

  viewPage<R>(
    userId: UserId,
    page: MembersPageKey,
    paidSince: Instant,
    decide: (buckets: readonly Bucket[], alreadyPaid: boolean) => PageDecision<R>,
  ): Promise<R> {
    const paidBefore: HeldQuery<{ paid: boolean }> = (trx) =>
      trx
        .selectFrom('paid_member_pages')
        .select(sql<boolean>`true`.as('paid'))
        .where('user_id', '=', userId)
        .where('company_id', '=', page.companyId)
        .where('page', '=', page.page)
        .where('paid_at', '>=', toDate(paidSince))
    return underUserLockHolding(this.db, userId, paidBefore, async (trx, loaded, paid) => {
      const { charge, logged } = decide(loaded, paid !== undefined)
      // A charged page is paid from the charge's time on.
      const paidNow =
        (at: Date): WriteAlongside =>
        (db) =>
          db
            .insertInto('paid_member_pages')
            .values({ user_id: userId, company_id: page.companyId, page: page.page, paid_at: at })
            .onConflict((c) => c.columns(['user_id', 'company_id', 'page']).doUpdateSet({ paid_at: at }))
      const paying = charge._tag === 'Charge' ? [paidNow(toDate(charge.at))] : []
      await writeDecision(trx, userId, loaded, charge, [...paying, ...logging(logged)])
      return charge.result
    })
  }
}
