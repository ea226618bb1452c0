import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { lazyRequestLogger } from './lazy-request-logger.ts'

const capture = (level: string) => {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino({ level }, stream), lines }
}

describe('the lazy request logger', () => {
  it('writes what pino’s child would, with the request’s bindings, at enabled levels only', () => {
    const { logger, lines } = capture('warn')
    const request = lazyRequestLogger(logger, { reqId: 'req-1' }, {})
    request.info({ req: 'ignored' }, 'incoming request')
    request.debug('nothing')
    request.warn({ n: 1 }, 'careful')
    request.error(new Error('boom'), 'failed')
    expect(lines.map(({ level, reqId, msg, n }) => ({ level, reqId, msg, n }))).toEqual([
      { level: 40, reqId: 'req-1', msg: 'careful', n: 1 },
      { level: 50, reqId: 'req-1', msg: 'failed', n: undefined },
    ])
    expect(lines[1]).toMatchObject({ err: { message: 'boom' } })
  })

  it('tells the level and whether one is enabled, and makes children that keep the bindings', () => {
    const { logger, lines } = capture('info')
    const request = lazyRequestLogger(logger, { reqId: 'req-2' }, {})
    expect(request.level).toBe('info')
    expect((request as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled('debug')).toBe(false)
    request.child({ part: 'x' }).info('from a child')
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-2', part: 'x', msg: 'from a child' })])
  })

  it('gives a route with a level of its own pino’s child at once, at that level', () => {
    const { logger, lines } = capture('info')
    const request = lazyRequestLogger(logger, { reqId: 'req-3' }, { level: 'warn' })
    request.info('dropped')
    request.warn('kept')
    expect(lines.map((l) => l.msg)).toEqual(['kept'])
  })
})
