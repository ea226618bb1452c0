import { describe, expect, it, vi } from 'vitest'
import { REFRESH_LOCK_NAME, refreshLock } from './refresh-lock.ts'

const later = <Value>(value: Value, log: string[], name: string) =>
  new Promise<Value>((resolve) =>
    setTimeout(() => {
      log.push(name)
      resolve(value)
    }, 5),
  )

describe('refresh lock', () => {
  it('uses the Web Locks API under one name when the browser has it', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task())
    const exclusively = refreshLock({ request } as unknown as LockManager)
    expect(await exclusively(async () => 'token')).toBe('token')
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function))
  })

  it('without it, runs tasks one after another in the tab, even when one fails', async () => {
    const exclusively = refreshLock(undefined)
    const log: string[] = []
    const first = exclusively(async () => {
      log.push('first starts')
      await later(null, log, 'first ends')
      throw new Error('refused')
    })
    const second = exclusively(async () => {
      log.push('second starts')
      return later('token', log, 'second ends')
    })
    await expect(first).rejects.toThrow('refused')
    expect(await second).toBe('token')
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends'])
  })
})
