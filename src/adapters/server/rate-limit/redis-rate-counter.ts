import { Redis } from 'ioredis'
import type { RateCounter, WindowCount } from '../../../application/server/ports/rate-counter.port.ts'

// Count and window in one step on the server: the first request of a window starts its timer.
const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`

// Only within a window that is still running, and never below nothing.
const GIVE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`

type Takes = {
  take(key: string, windowMs: number): Promise<[number, number]>
  giveBack(key: string): Promise<number>
}

/**
 * Counts in Redis, so every process shares one count per name (REDIS_URL). Each take is one EVALSHA
 * round trip. If Redis cannot answer, the request is let through and the failure logged: an outage of
 * the counter must not take the API down with it.
 */
export class RedisRateCounter implements RateCounter {
  private readonly redis: Redis & Takes

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, commandTimeout: 1000 })
    redis.on('error', onError)
    redis.defineCommand('take', { numberOfKeys: 1, lua: TAKE })
    redis.defineCommand('giveBack', { numberOfKeys: 1, lua: GIVE_BACK })
    this.redis = redis as Redis & Takes
  }

  async take(name: string, limit: number, windowMs: number): Promise<WindowCount> {
    try {
      const [count, ttl] = await this.redis.take(this.keyOf(name), windowMs)
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        resetSeconds: Math.max(1, Math.ceil(ttl / 1000)),
      }
    } catch (error) {
      this.onError(error)
      return { allowed: true, limit, remaining: limit, resetSeconds: Math.ceil(windowMs / 1000) }
    }
  }

  async giveBack(name: string, _limit: number, _windowMs: number): Promise<void> {
    try {
      await this.redis.giveBack(this.keyOf(name))
    } catch (error) {
      this.onError(error)
    }
  }

  // The limit is not part of the name (issue 32): processes that disagree on a user's limit for a while
  // (one still remembers the plan before a change) count in one count, and compare it each with theirs.
  private keyOf(name: string) {
    return `${this.prefix}${name}`
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect())
  }
}
