import { type Kysely, type Selectable, sql } from 'kysely'
import type {
  Account,
  AccountRepository,
  AccountWithSecret,
  UsernameTaken,
} from '../../../application/server/ports/account.repository.port.ts'
import { usernameKey } from '../../../domain/identity/credentials.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import type { IdentityAccountsTable } from './identity-tables.ts'

const accountOf = (row: Omit<Selectable<IdentityAccountsTable>, 'password_hash'>): Account => ({
  id: row.id,
  username: row.username,
  email: row.email,
  isAdmin: row.is_admin,
  createdAt: instantOf(row.created_at),
})

const PUBLIC_COLUMNS = ['id', 'username', 'email', 'is_admin', 'created_at'] as const

/** AccountRepository on PostgreSQL or PGlite, through Kysely. */
export class KyselyAccountRepository implements AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(account: AccountWithSecret): Promise<Account | UsernameTaken> {
    // The unique index on lower(username) decides races: a conflicting insert inserts nothing.
    const inserted = await this.db
      .insertInto('identity_accounts')
      .values({
        id: account.id,
        username: account.username,
        email: account.email,
        password_hash: account.passwordHash,
        is_admin: account.isAdmin,
        created_at: toDate(account.createdAt),
      })
      .onConflict((c) => c.doNothing())
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirst()
    return inserted === undefined
      ? { _tag: 'UsernameTaken', username: account.username }
      : accountOf(inserted)
  }

  async findById(id: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('identity_accounts')
      .select(PUBLIC_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst()
    return row === undefined ? undefined : accountOf(row)
  }

  async findByUsername(username: string): Promise<AccountWithSecret | undefined> {
    const row = await this.db
      .selectFrom('identity_accounts')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', usernameKey(username))
      .executeTakeFirst()
    return row === undefined ? undefined : { ...accountOf(row), passwordHash: row.password_hash }
  }

  async isEmpty(): Promise<boolean> {
    return (
      (await this.db.selectFrom('identity_accounts').select('id').limit(1).executeTakeFirst()) === undefined
    )
  }

  async findSecretById(id: string): Promise<AccountWithSecret | undefined> {
    const row = await this.db
      .selectFrom('identity_accounts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    return row === undefined ? undefined : { ...accountOf(row), passwordHash: row.password_hash }
  }

  async updateEmail(id: string, email: string | null): Promise<Account | undefined> {
    const row = await this.db
      .updateTable('identity_accounts')
      .set({ email })
      .where('id', '=', id)
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirst()
    return row === undefined ? undefined : accountOf(row)
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('identity_accounts')
      .set({ password_hash: passwordHash })
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1
  }
}
