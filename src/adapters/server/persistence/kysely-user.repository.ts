import { type Kysely, type Selectable, sql } from 'kysely'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type {
  SignedIn,
  UserAccount,
  UserProfile,
  UserRepository,
  UsersPage,
  Welcome,
} from '../../../application/server/ports/user.repository.port.ts'
import type { OnboardingAnswers } from '../../../domain/onboarding/onboarding-answers.ts'
import { validateOnboarding } from '../../../domain/onboarding/onboarding-answers.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import type { UsersTable } from './account-tables.ts'
import { bucketToRow, instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import { subscriptionToRow } from './subscription.rows.ts'

const answersOf = (stored: unknown): OnboardingAnswers | null => {
  if (stored === null || stored === undefined) return null
  const answers = validateOnboarding(typeof stored === 'string' ? JSON.parse(stored) : stored)
  return 'industry' in answers ? answers : null
}

const accountFromRow = (row: Selectable<UsersTable>): UserAccount => ({
  id: row.id,
  username: row.username,
  email: row.email,
  avatar: row.avatar,
  isAdmin: row.is_admin,
  collectionId: row.collection_id,
  onboarding: answersOf(row.onboarding),
  createdAt: instantOf(row.created_at),
  lastSeenAt: instantOf(row.last_seen_at),
})

/** UserRepository on PostgreSQL or PGlite, through Kysely. */
export class KyselyUserRepository implements UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  signIn(profile: UserProfile, now: Instant, welcome: () => Welcome): Promise<SignedIn> {
    const fields = {
      username: profile.username,
      email: profile.email,
      avatar: profile.avatar,
      is_admin: profile.isAdmin,
      last_seen_at: toDate(now),
    }
    return this.db.transaction().execute(async (trx) => {
      // A role change is seen by the one request that makes it: racing requests with the same new role
      // wait for this row's lock, then find the role already set and match nothing.
      const roleChange = await trx
        .updateTable('users')
        .set({ is_admin: profile.isAdmin })
        .where('id', '=', profile.id)
        .where('is_admin', '!=', profile.isAdmin)
        .executeTakeFirst()
      const roleChanged = Number(roleChange.numUpdatedRows) > 0
      // `xmax = 0` is PostgreSQL's tell that the row was inserted rather than updated by the upsert;
      // only that one request, of any number racing, opens the welcome plan.
      const row = await trx
        .insertInto('users')
        .values({ id: profile.id, created_at: toDate(now), ...fields })
        .onConflict((c) => c.column('id').doUpdateSet(fields))
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .executeTakeFirstOrThrow()
      if (!row.inserted) return { created: false, roleChanged }
      const { subscription, buckets } = welcome()
      await trx.insertInto('subscriptions').values(subscriptionToRow(profile.id, subscription)).execute()
      if (buckets.length > 0)
        await trx
          .insertInto('credit_buckets')
          .values(buckets.map((b) => bucketToRow(profile.id, b)))
          .execute()
      return { created: true, roleChanged: false }
    })
  }

  async find(id: UserId): Promise<UserAccount | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    return row === undefined ? undefined : accountFromRow(row)
  }

  async completeOnboarding(id: UserId, collectionId: string, answers: OnboardingAnswers | null) {
    await this.db
      .updateTable('users')
      .set({ collection_id: collectionId, onboarding: answers === null ? null : JSON.stringify(answers) })
      .where('id', '=', id)
      .execute()
  }

  async list(offset: number, limit: number): Promise<UsersPage> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('users')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('users')
        .select((e) => e.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    return { total: Number(total.n), users: rows.map(accountFromRow) }
  }
}
