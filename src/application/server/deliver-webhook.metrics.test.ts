import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.ts'
import { InMemoryWebhookRepository } from '../testing/in-memory-webhook.repository.ts'
import { RecordingMetrics } from '../testing/recording-metrics.ts'
import type { Caller } from './caller.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'
import { DeliverWebhook, ManageWebhooks, QueueDeliveries } from './webhooks.use-cases.ts'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const caller: Caller = { userId: 'ada' as UserId, isAdmin: false, username: 'ada', email: null, avatar: null }

// Each attempt is counted once, by what became of it (docs/operations.md, "What to watch").
describe('a webhook delivery attempt, in the metrics', () => {
  it('counts delivered, retried and failed attempts', async () => {
    const clock = fixedClock(Date.UTC(2026, 10, 28))
    let n = 0
    const ids = { next: () => `id-${++n}` }
    const webhooks = new InMemoryWebhookRepository()
    const jobs = new InMemoryJobQueue(() => clock.now())
    const queue = new QueueDeliveries(webhooks, jobs, ids, clock)
    const manage = new ManageWebhooks(webhooks, queue, ids, { int: (bound) => n++ % bound }, clock, true)
    let status = 200
    const metrics = new RecordingMetrics()
    const deliver = new DeliverWebhook(
      webhooks,
      { post: async () => ({ _tag: 'Answered', status, body: '' }) },
      jobs,
      hmac,
      clock,
      metrics,
    )
    const made = await manage.register(caller, 'https://hooks.example/in', ['credits.low'])
    if ('_tag' in made) throw new Error('register failed')
    await deliver.execute((await queue.queue(made, 'webhook.test', {})).id)
    status = 500
    await deliver.execute((await queue.queue(made, 'webhook.test', {})).id)
    const orphan = await queue.queue(made, 'webhook.test', {})
    await manage.remove(caller, made.id)
    await deliver.execute(orphan.id)
    expect(metrics.deliveries).toEqual(['delivered', 'retried', 'failed'])
  })
})
