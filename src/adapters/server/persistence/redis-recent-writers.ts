import { Redis } from 'ioredis'
import type { RecentWriters } from './recent-writers.ts'

/**
 * The marks in Redis (REDIS_URL), so a user whose write went to one process and whose next read goes
 * to another still reads it: one SET with an expiry a write, one EXISTS a read that could go to the
 * replica. If Redis cannot answer, the user counts as having just written: the read goes to the
 * primary, which is slower for a moment but never stale.
 */
export class RedisRecentWriters implements RecentWriters {
  private readonly redis: Redis

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 })
    this.redis.on('error', onError)
  }

  async wrote(userId: string): Promise<void> {
    try {
      await this.redis.set(this.keyOf(userId), '1', 'PX', this.windowMs)
    } catch (error) {
      this.onError(error)
    }
  }

  async wroteRecently(userId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(this.keyOf(userId))) === 1
    } catch (error) {
      this.onError(error)
      return true
    }
  }

  private keyOf(userId: string) {
    return `${this.prefix}${userId}`
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect())
  }
}
