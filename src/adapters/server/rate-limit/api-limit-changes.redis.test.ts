import { afterAll, describe, expect, it } from 'vitest'
import { announcingBilling } from '../../../application/server/announcing-billing.ts'
import { ApiCallLimits } from '../../../application/server/api-call-limits.use-case.ts'
import type { Caller } from '../../../application/server/caller.ts'
import { fixedClock } from '../../../application/testing/fixed-clock.ts'
import { InMemoryBillingRepository } from '../../../application/testing/in-memory-billing.repository.ts'
import { InMemoryCustomApiLimitRepository } from '../../../application/testing/in-memory-custom-api-limit.repository.ts'
import { API_CALLS_PER_MINUTE } from '../../../domain/plans/api-rate-limit.ts'
import { planOf } from '../../../domain/plans/plan-catalogue.ts'
import { fen } from '../../../domain/shared/money.ts'
import { NO_CHANGE } from '../../../domain/subscriptions/holdings.ts'
import { openSubscription } from '../../../domain/subscriptions/subscription.ts'
import { RedisApiLimitChanges } from './redis-api-limit-changes.ts'
import { RedisRateCounter } from './redis-rate-counter.ts'

// Needs a Redis server: REDIS_URL, or the one this machine and CI run (as the other Redis suites do).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `test:${process.pid}:${Date.now()}:`
const CAP = 600
const USER = 'plan-changer'
const caller: Caller = { userId: USER, isAdmin: false, username: USER, email: null, avatar: null }

// Two processes' worth of objects over one database (the in-memory billing and limits stand in for it)
// and one Redis: each its own limiter cache, counter and subscription to the changes. The clock stands
// still, so a remembered limit never runs out by itself: only the announcement can make a process read
// the new one.
const database = { billing: new InMemoryBillingRepository(), custom: new InMemoryCustomApiLimitRepository() }
database.billing.addHolder({ userId: USER, username: USER, email: null })
const clock = fixedClock(Date.parse('2026-11-28T00:00:00Z'))
const closing: (() => Promise<void>)[] = []
const aProcess = async () => {
  const changes = new RedisApiLimitChanges(redisUrl, prefix)
  const counter = new RedisRateCounter(redisUrl, `${prefix}ratelimit:`)
  closing.push(
    () => changes.close(),
    () => counter.close(),
  )
  const billing = announcingBilling(database.billing, changes)
  const limits = new ApiCallLimits(billing, database.custom, clock, CAP)
  await changes.listen((userId) => limits.forget(userId))
  return { billing, limits, counter }
}
afterAll(async () => {
  await Promise.all(closing.map((close) => close()))
})

describe('a plan change reaches every process’s limiter at once (issue 32)', () => {
  it('a plan bought through one process changes the key limit the other applies, with no minute’s wait', async () => {
    const one = await aProcess()
    const other = await aProcess()
    expect((await one.limits.execute(caller)).perKey).toBe(API_CALLS_PER_MINUTE.FREE)
    expect((await other.limits.execute(caller)).perKey).toBe(API_CALLS_PER_MINUTE.FREE)

    const pro = openSubscription({
      id: 'sub-pro',
      plan: planOf('MONTHLY_PRO'),
      start: clock.now(),
      amount: fen(0),
    })
    await one.billing.changeHoldings(USER, () => ({
      _tag: 'Change',
      change: { ...NO_CHANGE, opened: [pro] },
      result: null,
    }))
    await expect
      .poll(async () => (await other.limits.execute(caller)).perKey)
      .toBe(API_CALLS_PER_MINUTE.MONTHLY_PRO)
    expect((await one.limits.execute(caller)).perKey).toBe(API_CALLS_PER_MINUTE.MONTHLY_PRO)
  })

  it('two processes that still disagree on a limit count the user’s calls in one count', async () => {
    const one = await aProcess()
    const other = await aProcess()
    // One remembers 3 a minute, the other already 5: the calls of both are counted together, so the
    // other has 2 left, not a fresh 5 (when the limit was part of the count's name: 3 + 5 a minute).
    for (let i = 0; i < 3; i++) expect((await one.counter.take(`key:${USER}`, 3, 60_000)).allowed).toBe(true)
    const otherCount = await other.counter.take(`key:${USER}`, 5, 60_000)
    expect([otherCount.allowed, otherCount.remaining]).toEqual([true, 1])
    expect((await other.counter.take(`key:${USER}`, 5, 60_000)).remaining).toBe(0)
    expect((await other.counter.take(`key:${USER}`, 5, 60_000)).allowed).toBe(false)
    expect((await one.counter.take(`key:${USER}`, 3, 60_000)).allowed).toBe(false)
  })
})
