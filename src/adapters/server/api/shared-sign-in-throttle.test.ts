import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { RedisRateCounter } from '../rate-limit/redis-rate-counter.ts'
import { installRateLimits } from './rate-limits.ts'

// Needs a Redis server: REDIS_URL, or the one this machine and CI run (as the other Redis suites do).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const PER_MINUTE = 3
const PROCESSES = 4

/** An attempt at the provider's forms from `ip`, as the interaction routes make it. */
const from = (ip: string) => ({
  request: { ip } as FastifyRequest,
  reply: { raw: { setHeader: () => {} } } as unknown as FastifyReply,
})

describe('the sign-in throttle with REDIS_URL', () => {
  // Four processes' worth: each its own server and its own connection, one prefix as `npm start` shares.
  const prefix = `test:sign-in:${process.pid}:${Date.now()}:`
  const counters = Array.from({ length: PROCESSES }, () => new RedisRateCounter(redisUrl, prefix))
  const throttles = counters.map((counter) =>
    installRateLimits(Fastify(), { perIp: 0, perUser: 0, signIn: PER_MINUTE }, undefined, { counter }),
  )
  afterAll(() => Promise.all(counters.map((counter) => counter.close())))

  it(`lets ${PER_MINUTE} wrong passwords a minute through across every process, not ${PER_MINUTE} each`, async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const { request, reply } = from('192.0.2.40')
        return throttles[i % PROCESSES]?.attempt(request, reply)
      }),
    )
    expect(attempts.filter((allowed) => allowed === true)).toHaveLength(PER_MINUTE)
  })

  it('gives a sign-in that worked back on every process', async () => {
    const [first, second] = throttles
    if (first === undefined || second === undefined) throw new Error('no throttle')
    const { request, reply } = from('192.0.2.41')
    for (let i = 0; i < 10; i++) {
      const throttle = i % 2 === 0 ? first : second
      expect(await throttle.attempt(request, reply)).toBe(true)
      await (i % 2 === 0 ? second : first).succeeded(request)
    }
  })
})
