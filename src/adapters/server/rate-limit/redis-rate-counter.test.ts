import { describe } from 'vitest'
import { rateCounterContract } from '../../../../tests/contract/rate-counter.contract.ts'
import { RedisRateCounter } from './redis-rate-counter.ts'

// Needs a Redis server: REDIS_URL, or the one this machine and CI run (as the other Redis suites do).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('Redis', () => {
  rateCounterContract('Redis', async () => {
    const counter = new RedisRateCounter(redisUrl, `test:${process.pid}:${Date.now()}:`)
    return { counter, close: () => counter.close() }
  })
})
