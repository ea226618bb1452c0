import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SigningSecrets } from '../../domain/webhooks/secret-rotation.ts'
import { isValidSignature } from '../../domain/webhooks/webhook-signature.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.ts'
import { InMemoryWebhookRepository } from '../testing/in-memory-webhook.repository.ts'
import type { Caller } from './caller.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'
import type { WebhookTransport } from './ports/webhook-transport.port.ts'
import { DeliverWebhook, ManageWebhooks, QueueDeliveries } from './webhooks.use-cases.ts'

// ManageWebhooks.rotateSecret and DeliverWebhook over in-memory ports with a clock that moves on demand.

const HOUR = 3_600_000
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const caller: Caller = { userId: 'ada' as UserId, isAdmin: false, username: 'ada', email: null, avatar: null }

/** A repository in which another rotation lands just before this one's first write (two tabs at once). */
class RacedRepository extends InMemoryWebhookRepository {
  raced = false
  override async replaceSecrets(userId: UserId, id: string, from: string, to: SigningSecrets) {
    if (!this.raced) {
      this.raced = true
      await super.replaceSecrets(userId, id, from, { secret: 'whsec_other_tab', previousSecret: null })
    }
    return super.replaceSecrets(userId, id, from, to)
  }
}

const world = (webhooks = new InMemoryWebhookRepository()) => {
  const clock = fixedClock(Date.UTC(2026, 10, 28))
  let n = 0
  const ids = { next: () => `id-${++n}` }
  const jobs = new InMemoryJobQueue(() => clock.now())
  const queue = new QueueDeliveries(webhooks, jobs, ids, clock)
  const manage = new ManageWebhooks(webhooks, queue, ids, { int: (bound) => n++ % bound }, clock, true)
  const posted: Record<string, string>[] = []
  const transport: WebhookTransport = {
    post: async (_url, headers) => {
      posted.push({ ...headers })
      return { _tag: 'Answered', status: 200, body: 'ok' }
    },
  }
  const deliver = new DeliverWebhook(webhooks, transport, jobs, hmac, clock)
  return { clock, manage, queue, deliver, posted, webhooks }
}

describe('rotating a webhook secret (use cases)', () => {
  it('signs with both secrets during the overlap and with the new one only from its expiry', async () => {
    const { clock, manage, queue, deliver, posted } = world()
    const made = await manage.register(caller, 'https://hooks.example/in', ['credits.low'])
    if ('_tag' in made) throw new Error('register failed')
    const rotated = await manage.rotateSecret(caller, made.id, 2)
    if ('_tag' in rotated) throw new Error('rotate failed')
    expect(rotated.previousSecret).toEqual({ secret: made.secret, expiresAt: clock.now() + 2 * HOUR })
    const signedWith = async () => {
      const delivery = await queue.queue(rotated, 'webhook.test', {})
      await deliver.execute(delivery.id)
      const header = posted.at(-1)?.['LeadLens-Signature'] ?? ''
      const t = Math.floor(clock.now() / 1000)
      return [made.secret, rotated.secret].filter((s) => isValidSignature(hmac, s, header, delivery.body, t))
    }
    expect(await signedWith()).toEqual([made.secret, rotated.secret])
    clock.advance(2 * HOUR - 1)
    expect(await signedWith()).toEqual([made.secret, rotated.secret])
    clock.advance(1)
    expect(await signedWith()).toEqual([rotated.secret])
    // The list no longer shows a previous secret once it stopped signing.
    expect((await manage.list(caller)).endpoints[0]?.previousSecret).toBeNull()
  })

  it('built on a rotation that landed in between, never losing it; another user’s endpoint is not found', async () => {
    const { manage, webhooks } = world(new RacedRepository())
    const made = await manage.register(caller, 'https://hooks.example/in', ['credits.low'])
    if ('_tag' in made) throw new Error('register failed')
    const rotated = await manage.rotateSecret(caller, made.id, 24)
    if ('_tag' in rotated) throw new Error('rotate failed')
    // The other tab's secret is the previous one now; the first secret stopped with that rotation.
    expect(rotated.previousSecret?.secret).toBe('whsec_other_tab')
    expect(await webhooks.findEndpoint(made.id)).toEqual(rotated)
    expect(
      await manage.rotateSecret({ ...caller, userId: 'bob' as UserId, username: 'bob' }, made.id, 24),
    ).toEqual({ _tag: 'WebhookNotFound' })
    expect(await manage.rotateSecret(caller, 'nothing', 24)).toEqual({ _tag: 'WebhookNotFound' })
  })
})
