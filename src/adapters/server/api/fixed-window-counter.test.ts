import { describe, expect, it } from 'vitest'
import { FixedWindowCounter } from './fixed-window-counter.ts'

const clock = (start = 1_000_000) => {
  let now = start
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('a fixed-window counter', () => {
  it('lets `limit` requests through per window, saying how many are left and when it starts again', () => {
    const time = clock()
    const counter = new FixedWindowCounter(3, 60_000, time.now)
    expect([1, 2, 3].map(() => counter.take('a').remaining)).toEqual([2, 1, 0])
    time.advance(15_500)
    expect(counter.take('a')).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 45 })
    time.advance(44_500)
    expect(counter.take('a')).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 })
  })

  it('keeps each key apart', () => {
    const counter = new FixedWindowCounter(1, 60_000, clock().now)
    expect(counter.take('a').allowed).toBe(true)
    expect(counter.take('a').allowed).toBe(false)
    expect(counter.take('b').allowed).toBe(true)
  })

  it('does not count refused requests, and takes back a request given back (never below nothing)', () => {
    const counter = new FixedWindowCounter(2, 60_000, clock().now)
    counter.take('a')
    counter.take('a')
    counter.take('a')
    counter.giveBack('a')
    expect(counter.take('a')).toMatchObject({ allowed: true, remaining: 0 })
    counter.giveBack('a')
    counter.giveBack('a')
    counter.giveBack('a')
    expect(counter.take('a').remaining).toBe(1)
    counter.giveBack('unknown')
  })

  it('keeps at most `maxKeys` keys: ended windows go first, then the oldest', () => {
    const time = clock()
    const counter = new FixedWindowCounter(1, 60_000, time.now, 2)
    counter.take('old')
    time.advance(30_000)
    counter.take('newer')
    counter.take('newest') // full: 'old' (the oldest) is forgotten, and may call again
    expect(counter.take('newer').allowed).toBe(false)
    expect(counter.take('newest').allowed).toBe(false)
    expect(counter.take('old').allowed).toBe(true)
  })
})
