// Test support: what the embedded provider needs of its database (oidc-provider's adapter and the kept
// secrets), run on PGlite and on PostgreSQL. Not product code.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../persistence/database-schema.ts'
import { loadIdentitySecrets, publicSigningKeys } from '../identity-secrets.ts'
import { KyselyOidcAdapter, sweepExpiredOidcPayloads } from '../kysely-oidc-adapter.ts'

export type OpenedIdentityStore = { readonly db: Kysely<Database>; close(): Promise<void> }

let last = 0
const anId = () => `id-${++last}-${Math.random().toString(36).slice(2, 8)}`

export const identityStorageSuite = (name: string, open: () => Promise<OpenedIdentityStore>) => {
  describe(`embedded identity storage: ${name}`, () => {
    let opened: OpenedIdentityStore | undefined
    const db = () => opened?.db ?? expect.fail('the store did not open')
    let now = new Date('2030-01-01T00:00:00Z')
    const adapter = (model: string) => new KyselyOidcAdapter(db(), model, { now: () => now })
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('upserts and finds a payload by id, uid and user code, per model', async () => {
      const id = anId()
      const payload = {
        accountId: 'ada',
        uid: `uid-${id}`,
        userCode: `code-${id}`,
        grantId: 'g',
        kind: 'Session',
      }
      await adapter('Session').upsert(id, payload, 60)
      expect(await adapter('Session').find(id)).toEqual(payload)
      expect(await adapter('Session').findByUid(`uid-${id}`)).toEqual(payload)
      expect(await adapter('Session').findByUserCode(`code-${id}`)).toEqual(payload)
      expect(await adapter('Grant').find(id)).toBeUndefined()
      await adapter('Session').upsert(id, { ...payload, accountId: 'bob' }, 60)
      expect(await adapter('Session').find(id)).toMatchObject({ accountId: 'bob' })
    })

    it('never returns an expired payload, and sweeps it away', async () => {
      const id = anId()
      await adapter('AuthorizationCode').upsert(id, { grantId: 'g' }, 60)
      const forever = anId()
      await adapter('Client').upsert(forever, { clientId: 'c' })
      now = new Date(now.getTime() + 61_000)
      expect(await adapter('AuthorizationCode').find(id)).toBeUndefined()
      expect(await adapter('Client').find(forever)).toEqual({ clientId: 'c' })
      expect(await sweepExpiredOidcPayloads(db(), now)).toBeGreaterThanOrEqual(1)
      expect(await adapter('Client').find(forever)).toBeDefined()
    })

    it('marks a consumed payload (a used code, a rotated refresh token) and keeps it', async () => {
      const id = anId()
      await adapter('RefreshToken').upsert(id, { grantId: 'g' }, 60)
      await adapter('RefreshToken').consume(id)
      expect(await adapter('RefreshToken').find(id)).toMatchObject({
        grantId: 'g',
        consumed: expect.any(Number),
      })
    })

    it('destroys one payload, and revokes every payload of a grant within one model', async () => {
      const [a, b, c, other] = [anId(), anId(), anId(), anId()]
      const grant = `grant-${a}`
      await adapter('RefreshToken').upsert(a, { grantId: grant }, 60)
      await adapter('RefreshToken').upsert(b, { grantId: grant }, 60)
      await adapter('AuthorizationCode').upsert(c, { grantId: grant }, 60)
      await adapter('RefreshToken').upsert(other, { grantId: 'another' }, 60)
      await adapter('RefreshToken').revokeByGrantId(grant)
      expect(await adapter('RefreshToken').find(a)).toBeUndefined()
      expect(await adapter('RefreshToken').find(b)).toBeUndefined()
      expect(await adapter('AuthorizationCode').find(c)).toBeDefined()
      expect(await adapter('RefreshToken').find(other)).toBeDefined()
      await adapter('AuthorizationCode').destroy(c)
      expect(await adapter('AuthorizationCode').find(c)).toBeUndefined()
    })

    it('makes the signing and cookie keys once; every later load (or racing load) reads the same', async () => {
      const loads = await Promise.all([
        loadIdentitySecrets(db()),
        loadIdentitySecrets(db()),
        loadIdentitySecrets(db()),
      ])
      const [first] = loads
      for (const load of loads) expect(load).toEqual(first)
      expect(await loadIdentitySecrets(db())).toEqual(first)
      const [key] = first?.signingKeys.keys ?? []
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', d: expect.any(String) })
      expect(first?.cookieKeys).toHaveLength(1)
      const [published] = publicSigningKeys(first ?? expect.fail('no keys')).keys
      expect(published).toEqual({ kty: 'RSA', n: key?.n, e: key?.e, kid: key?.kid, alg: 'RS256', use: 'sig' })
    })
  })
}
