import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserProfile } from '../../../application/server/ports/user.repository.port.ts'
import { planOf } from '../../../domain/plans/plan-catalogue.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import { openSubscription } from '../../../domain/subscriptions/subscription.ts'
import { KyselyUserRepository } from './kysely-user.repository.ts'
import { type OpenDatabase, openDatabase } from './open-database.ts'
import { type FreshSchema, freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// The audit log records a role change once (SignInUser appends when signIn says the role changed), so
// of sign-ins racing with one new role exactly one may say so. Only PostgreSQL runs them in parallel.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('KyselyUserRepository on PostgreSQL: role changes', () => {
  let schema: FreshSchema
  let database: OpenDatabase
  beforeAll(async () => {
    schema = await freshPostgresSchema(databaseUrl ?? '')
    database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: 10 })
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    await schema?.drop()
  })

  const welcome = () => ({
    subscription: openSubscription({
      id: `trial-${Math.random()}`,
      plan: planOf('FREE'),
      start: instant(0),
      amount: fen(0),
    }),
    buckets: [],
  })

  it('of 20 racing sign-ins bringing a new role, exactly one reports the change, and the role is recorded', async () => {
    const users = new KyselyUserRepository(database.db)
    const profile: UserProfile = { id: 'racer', username: 'racer', email: null, avatar: null, isAdmin: false }
    expect(await users.signIn(profile, instant(0), welcome)).toEqual({ created: true, roleChanged: false })
    expect(await users.signIn(profile, instant(1), welcome)).toEqual({ created: false, roleChanged: false })
    for (const isAdmin of [true, false]) {
      const racing = await Promise.all(
        Array.from({ length: 20 }, (_, i) => users.signIn({ ...profile, isAdmin }, instant(2 + i), welcome)),
      )
      expect(racing.filter((r) => r.roleChanged)).toHaveLength(1)
      expect(racing.every((r) => !r.created)).toBe(true)
      expect((await users.find('racer'))?.isAdmin).toBe(isAdmin)
    }
  })
})
