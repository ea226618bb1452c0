import type { Kysely } from 'kysely'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Database } from '../persistence/database-schema.ts'

export type OidcAdapterOptions = {
  /** The time, for expiry; the system clock unless a test says otherwise. */
  readonly now?: () => Date
}

const parsed = (stored: unknown): AdapterPayload =>
  (typeof stored === 'string' ? JSON.parse(stored) : stored) as AdapterPayload

/**
 * oidc-provider's storage (sessions, grants, interactions, authorization codes, refresh tokens…) in one
 * table, `oidc_payloads`, keyed by model name and id. oidc-provider makes one adapter per model name.
 * An expired row is never returned; `sweepExpiredOidcPayloads` deletes such rows now and then.
 * A consumed row (a used code, a rotated refresh token) is kept until it expires, marked `consumed`, so a
 * replay is recognised (and the grant revoked) rather than taken for an unknown token.
 */
export class KyselyOidcAdapter implements Adapter {
  private readonly now: () => Date

  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
    options: OidcAdapterOptions = {},
  ) {
    this.now = options.now ?? (() => new Date())
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const fields = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn === undefined ? null : new Date(this.now().getTime() + expiresIn * 1000),
    }
    await this.db
      .insertInto('oidc_payloads')
      .values({ model: this.model, id, ...fields })
      .onConflict((c) => c.columns(['model', 'id']).doUpdateSet(fields))
      .execute()
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id)
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid)
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode)
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: this.now() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute()
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute()
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.model)
      .where('grant_id', '=', grantId)
      .execute()
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((e) => e.or([e('expires_at', 'is', null), e('expires_at', '>', this.now())]))
      .executeTakeFirst()
    if (row === undefined) return undefined
    const payload = parsed(row.payload)
    // oidc-provider only asks whether `consumed` is set; the time is kept for people reading the table.
    return row.consumed_at === null
      ? payload
      : { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
  }
}

/** Deletes rows whose time is up; nothing reads them any more. Returns how many went. */
export const sweepExpiredOidcPayloads = async (db: Kysely<Database>, now: Date): Promise<number> => {
  const result = await db.deleteFrom('oidc_payloads').where('expires_at', '<=', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}
