import { describe, expect, it } from 'vitest'
import { addressesOf, addressListOf } from './address-list.ts'

describe('a pasted address list', () => {
  it('is one address a line, trimmed, blank lines skipped, each address once', () => {
    expect(addressesOf(' ada@acme.io \r\n\n  \nbob@acme.io\nADA@acme.io\r')).toEqual([
      'ada@acme.io',
      'bob@acme.io',
    ])
  })

  it('is sent with 1 to 100 addresses; none or more than 100 say why instead', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@acme.io`).join('\n')
    expect(addressListOf(' \n ')).toEqual({ _tag: 'Empty' })
    expect(addressListOf(lines(1))).toEqual({ _tag: 'Ready', addresses: ['p0@acme.io'] })
    expect(addressListOf(lines(100))).toMatchObject({ _tag: 'Ready' })
    expect(addressListOf(lines(101))).toEqual({ _tag: 'TooMany', count: 101 })
  })
})
