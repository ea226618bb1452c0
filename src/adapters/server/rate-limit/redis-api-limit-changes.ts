import { Redis } from 'ioredis'
import type { ApiLimitChanges } from '../../../application/server/ports/api-limit-changes.port.ts'

/**
 * Changes published on one Redis channel (REDIS_URL, under REDIS_KEY_PREFIX) that every process
 * subscribes to. A subscribing connection can do nothing else, so it is a second one, opened on the
 * first `listen`. A change lost while Redis is away is the old rule again: the limit shows within the
 * minute a process remembers it (ApiCallLimits), never later.
 */
export class RedisApiLimitChanges implements ApiLimitChanges {
  private readonly publisher: Redis
  private subscriber: Redis | undefined
  private readonly listeners: ((userId: string) => void)[] = []
  private readonly channel: string

  constructor(
    private readonly url: string,
    prefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.channel = `${prefix}api-limits-changed`
    this.publisher = this.connect()
  }

  private connect() {
    const redis = new Redis(this.url, { maxRetriesPerRequest: 1, commandTimeout: 1000 })
    redis.on('error', this.onError)
    return redis
  }

  async announce(userId: string): Promise<void> {
    // This process hears it at once (its next call must not wait for the round trip); the others (and
    // this one again, harmlessly) through Redis.
    for (const listener of this.listeners) listener(userId)
    await this.publisher.publish(this.channel, userId).catch(this.onError)
  }

  async listen(listener: (userId: string) => void): Promise<void> {
    this.listeners.push(listener)
    this.subscriber ??= this.connect()
    this.subscriber.on('message', (channel, userId) => {
      if (channel === this.channel) listener(userId)
    })
    await this.subscriber.subscribe(this.channel)
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map((redis) => redis?.quit().catch(() => redis.disconnect())),
    )
  }
}
