import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { WebhooksGateway } from '../../src/application/browser/ports/webhooks.gateway.port.ts'

export type WebhooksGatewayFixture = {
  readonly gateway: WebhooksGateway
  /** Access tokens of two users with no endpoints yet. */
  readonly user: string
  readonly other: string
}

/** What every WebhooksGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const webhooksGatewayContract = (name: string, fixture: () => Promise<WebhooksGatewayFixture>) => {
  describe(`WebhooksGateway contract: ${name}`, () => {
    it('registers an https endpoint with its secret, tests it, and removes it; another user cannot', async () => {
      const { gateway, user, other } = await fixture()
      expect(
        await gateway.create(user, { url: 'http://hooks.example/in', events: ['credits.low'] }),
      ).toMatchObject({
        status: 400,
        code: 'WEBHOOK_URL_REFUSED',
      })
      // A private address: registered, never connected to.
      const made = await gateway.create(user, { url: 'https://10.255.255.1/in', events: ['credits.low'] })
      if (isCallFailure(made)) throw new Error('create failed')
      expect(made.secret).toMatch(/^whsec_/)
      expect(made.events).toEqual(['credits.low'])
      expect(await gateway.test(other, made.id)).toMatchObject({ status: 404, code: 'WEBHOOK_NOT_FOUND' })
      const tested = await gateway.test(user, made.id)
      if (isCallFailure(tested)) throw new Error('test failed')
      expect(tested).toMatchObject({ endpointId: made.id, eventType: 'webhook.test' })
      const overview = await gateway.overview(user)
      if (isCallFailure(overview)) throw new Error('overview failed')
      expect(overview.endpoints.map((e) => e.id)).toEqual([made.id])
      expect(overview.deliveries.map((d) => d.id)).toContain(tested.id)
      expect(await gateway.remove(other, made.id)).toMatchObject({ status: 404 })
      expect(await gateway.remove(user, made.id)).toBe(true)
      const after = await gateway.overview(user)
      if (isCallFailure(after)) throw new Error('overview failed')
      expect(after.endpoints).toEqual([])
    })

    it('rotates an endpoint’s secret: the new one answered with until when the old one signs; another user cannot', async () => {
      const { gateway, user, other } = await fixture()
      const made = await gateway.create(user, { url: 'https://10.255.255.1/in', events: ['credits.low'] })
      if (isCallFailure(made)) throw new Error('create failed')
      expect(made.previousSecretExpiresAt).toBeNull()
      expect(await gateway.rotateSecret(other, made.id)).toMatchObject({
        status: 404,
        code: 'WEBHOOK_NOT_FOUND',
      })
      const before = Date.now()
      const rotated = await gateway.rotateSecret(user, made.id)
      if (isCallFailure(rotated)) throw new Error('rotate failed')
      expect(rotated).toMatchObject({ id: made.id, url: made.url, events: made.events })
      expect(rotated.secret).toMatch(/^whsec_/)
      expect(rotated.secret).not.toBe(made.secret)
      // A day by default.
      const expires = Date.parse(rotated.previousSecretExpiresAt ?? '')
      expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000)
      expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000)
      const overview = await gateway.overview(user)
      if (isCallFailure(overview)) throw new Error('overview failed')
      expect(overview.endpoints).toEqual([rotated])
      const ended = await gateway.rotateSecret(user, made.id, 0)
      if (isCallFailure(ended)) throw new Error('rotate failed')
      expect(ended.previousSecretExpiresAt).toBeNull()
      expect(ended.secret).not.toBe(rotated.secret)
    })
  })
}
