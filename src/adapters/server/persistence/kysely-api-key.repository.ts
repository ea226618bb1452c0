import { type Kysely, type Selectable, sql } from 'kysely'
import type {
  ApiKeyRepository,
  KeyHolder,
  KeyUse,
  NewApiKey,
  StoredApiKey,
} from '../../../application/server/ports/api-key.repository.port.ts'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import { type ApiKeyScope, isApiKeyScope } from '../../../domain/api-keys/api-key.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import type { ApiKeysTable } from './public-api-tables.ts'

// Rows are a boundary (DESIGN rule 13): a scope the domain does not know is a defect.
const scopesOf = (text: string): ApiKeyScope[] =>
  text.split(',').map((scope) => {
    if (!isApiKeyScope(scope)) throw new Error(`unknown API key scope in the database: ${scope}`)
    return scope
  })

const keyFromRow = (row: Selectable<ApiKeysTable>): StoredApiKey => ({
  id: row.id,
  userId: row.user_id as UserId,
  name: row.name,
  scopes: scopesOf(row.scopes),
  secretHash: row.secret_hash,
  createdAt: instantOf(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : instantOf(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : instantOf(row.revoked_at),
  requests: Number(row.requests),
  usageMonth: row.usage_month,
})

/** ApiKeyRepository on PostgreSQL or PGlite. */
export class KyselyApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(key: NewApiKey): Promise<void> {
    await this.db
      .insertInto('api_keys')
      .values({
        id: key.id,
        user_id: key.userId,
        name: key.name,
        scopes: key.scopes.join(','),
        secret_hash: key.secretHash,
        created_at: toDate(key.createdAt),
        last_used_at: null,
        revoked_at: null,
        usage_month: null,
      })
      .execute()
  }

  async countLive(userId: UserId): Promise<number> {
    const row = await this.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async findWithUser(id: string): Promise<KeyHolder | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .selectAll('api_keys')
      .select(['users.username', 'users.email', 'users.avatar', 'users.is_admin'])
      .where('api_keys.id', '=', id)
      .executeTakeFirst()
    if (row === undefined) return undefined
    return {
      key: keyFromRow(row),
      user: {
        id: row.user_id as UserId,
        username: row.username,
        email: row.email,
        avatar: row.avatar,
        isAdmin: row.is_admin,
      },
    }
  }

  async list(userId: UserId): Promise<readonly StoredApiKey[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute()
    return rows.map(keyFromRow)
  }

  async revoke(userId: UserId, id: string, now: Instant): Promise<StoredApiKey | undefined> {
    const row = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: toDate(now) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst()
    return row === undefined ? undefined : keyFromRow(row)
  }

  async recordUse(uses: readonly KeyUse[]): Promise<void> {
    for (const use of uses)
      await this.db
        .updateTable('api_keys')
        .set({
          requests: sql<number>`case when usage_month = ${use.month} then requests + ${use.calls} else ${use.calls} end`,
          usage_month: use.month,
          last_used_at: sql<Date>`greatest(last_used_at, ${toDate(use.lastUsedAt)})`,
        })
        .where('id', '=', use.id)
        .execute()
  }

  async rememberAddress(id: string, address: string, now: Instant): Promise<boolean> {
    const inserted = await this.db
      .insertInto('api_key_addresses')
      .values({ key_id: id, address, first_seen_at: toDate(now) })
      .onConflict((oc) => oc.doNothing())
      .returning('key_id')
      .executeTakeFirst()
    return inserted !== undefined
  }
}
