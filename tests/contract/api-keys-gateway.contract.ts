import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { ApiKeysGateway } from '../../src/application/browser/ports/api-keys.gateway.port.ts'

export type ApiKeysGatewayFixture = {
  readonly gateway: ApiKeysGateway
  /** Access tokens of two users who have no keys yet; `admin` is an administrator's. */
  readonly user: string
  readonly other: string
  readonly admin: string
}

/** What every ApiKeysGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const apiKeysGatewayContract = (name: string, fixture: () => Promise<ApiKeysGatewayFixture>) => {
  describe(`ApiKeysGateway contract: ${name}`, () => {
    it('makes a key shown whole once, then lists it by its prefix, newest first', async () => {
      const { gateway, user } = await fixture()
      const first = await gateway.create(user, { name: 'First', scopes: ['reveal', 'read'] })
      const second = await gateway.create(user, { name: ' Second ', scopes: ['read'] })
      if (isCallFailure(first) || isCallFailure(second)) throw new Error('create failed')
      expect(first.secret.startsWith(`${first.key.prefix}_`)).toBe(true)
      expect(first.key.prefix).toMatch(/^ll_live_/)
      expect(first.key.scopes).toEqual(['read', 'reveal'])
      expect(second.key.name).toBe('Second')
      const listed = await gateway.list(user)
      if (isCallFailure(listed)) throw new Error('list failed')
      expect(listed.map((k) => k.id)).toEqual([second.key.id, first.key.id])
      expect(JSON.stringify(listed)).not.toContain(first.secret)
    })

    it('revokes a key of its own once; never another user’s', async () => {
      const { gateway, user, other } = await fixture()
      const made = await gateway.create(user, { name: 'Revoke me', scopes: ['read'] })
      if (isCallFailure(made)) throw new Error('create failed')
      expect(await gateway.revoke(other, made.key.id)).toMatchObject({
        status: 404,
        code: 'API_KEY_NOT_FOUND',
      })
      const revoked = await gateway.revoke(user, made.key.id)
      if (isCallFailure(revoked)) throw new Error('revoke failed')
      expect(revoked.revokedAt).not.toBeNull()
      expect(await gateway.revoke(user, made.key.id)).toMatchObject({ status: 404 })
    })

    it('gives the admin scope only to an administrator’s key', async () => {
      const { gateway, user, admin } = await fixture()
      expect(await gateway.create(user, { name: 'x', scopes: ['admin'] })).toMatchObject({
        status: 403,
        code: 'API_KEY_ADMIN_SCOPE_NOT_ALLOWED',
      })
      const made = await gateway.create(admin, { name: 'ops', scopes: ['admin', 'read'] })
      if (isCallFailure(made)) throw new Error('create failed')
      expect(made.key.scopes).toEqual(['read', 'admin'])
    })
  })
}
