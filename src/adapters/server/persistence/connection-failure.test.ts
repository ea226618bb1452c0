import { describe, expect, it } from 'vitest'
import { isConnectionFailure } from './connection-failure.ts'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['a backend terminated by an administrator (57P01)', withCode('57P01', 'terminating connection')],
    ['a database shutting down (57P02)', withCode('57P02')],
    ['a database starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['the connect timeout', new Error('Connection terminated due to connection timeout')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a discarded connection', new Error('Postgres connection has been discarded')],
    ['a refusal on every address', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    ['a wrapped refusal', new Error('outer', { cause: withCode('ECONNREFUSED') })],
  ])('is true for %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(true)
  })

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a deadlock (40P01)', withCode('40P01')],
    ['a syntax error (42601)', withCode('42601')],
    ['a defect', new TypeError('cannot read properties of undefined')],
    ['a Fastify client error', withCode('FST_ERR_CTP_INVALID_MEDIA_TYPE')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(false)
  })

  it('stops following a cycle of causes', () => {
    const a: Error & { cause?: unknown } = new Error('a')
    a.cause = new Error('b', { cause: a })
    expect(isConnectionFailure(a)).toBe(false)
  })
})
