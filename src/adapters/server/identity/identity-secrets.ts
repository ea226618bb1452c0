import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { JWK } from 'oidc-provider'
import type { Database } from '../persistence/database-schema.ts'

export type IdentitySecrets = {
  /** The provider's private signing keys (JWKS); the first signs. */
  readonly signingKeys: { readonly keys: readonly JWK[] }
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  readonly cookieKeys: readonly string[]
}

const SIGNING_KEYS = 'signing-keys'
const COOKIE_KEYS = 'cookie-keys'

const newSigningKeys = (): IdentitySecrets['signingKeys'] => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = randomBytes(12).toString('base64url')
  return { keys: [{ ...(privateKey.export({ format: 'jwk' }) as JWK), kid, alg: 'RS256', use: 'sig' }] }
}

const newCookieKeys = (): IdentitySecrets['cookieKeys'] => [randomBytes(32).toString('base64url')]

const parsed = (stored: unknown): unknown => (typeof stored === 'string' ? JSON.parse(stored) : stored)

/**
 * The embedded provider's keys, made on the first start and kept in the database, so a restart (or
 * another process on the same database) signs with the same keys and reads the same cookies: no one
 * is signed out. Of several processes starting at once, the first insert wins and all read it back.
 */
export const loadIdentitySecrets = async (db: Kysely<Database>): Promise<IdentitySecrets> => {
  const read = (name: string) =>
    db.selectFrom('identity_secrets').select('value').where('name', '=', name).executeTakeFirst()
  const load = async <Value>(name: string, make: () => Value): Promise<Value> => {
    const found = await read(name)
    if (found !== undefined) return parsed(found.value) as Value
    // Made only when missing (an RSA key takes a moment); a racing process's insert may win instead.
    await db
      .insertInto('identity_secrets')
      .values({ name, value: JSON.stringify(make()) })
      .onConflict((c) => c.column('name').doNothing())
      .execute()
    const stored = await read(name)
    if (stored === undefined) throw new Error(`identity secret ${name} was not stored`)
    return parsed(stored.value) as Value
  }
  return {
    signingKeys: await load(SIGNING_KEYS, newSigningKeys),
    cookieKeys: await load(COOKIE_KEYS, newCookieKeys),
  }
}

/** The public half of the signing keys: what the provider publishes, and what the API verifies with. */
export const publicSigningKeys = (secrets: IdentitySecrets): { keys: JWK[] } => ({
  keys: secrets.signingKeys.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
    Object.fromEntries(
      Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
    ),
  ),
})
