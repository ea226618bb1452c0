import { describe } from 'vitest'
import { rateCounterContract } from '../../../../tests/contract/rate-counter.contract.ts'
import { RedisRateCounter } from './redis-rate-counter.ts'

// Needs a Redis server: skipped unless REDIS_URL names one (the test machine runs one at 127.0.0.1:6379).
const redisUrl = process.env.REDIS_URL

describe.skipIf(redisUrl === undefined)('Redis', () => {
  rateCounterContract('Redis', async () => {
    const counter = new RedisRateCounter(redisUrl ?? '', `test:${process.pid}:${Date.now()}:`)
    return { counter, close: () => counter.close() }
  })
})
