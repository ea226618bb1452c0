import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkCustomApiLimit } from '../../../domain/plans/api-rate-limit.ts'
import { readApiRateLimit } from './api-rate-limit-form.ts'

describe('the API rate limit field', () => {
  it('accepts exactly what the service accepts, typed as whole digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 7000 }), (n) => {
        const read = readApiRateLimit(` ${n} `)
        const service = checkCustomApiLimit(n)
        expect(read._tag === 'Valid').toBe(service._tag === 'ValidApiRateLimit')
        if (read._tag === 'Valid') expect(read.perMinute).toBe(n)
      }),
    )
  })

  it('refuses anything that is not whole digits', () => {
    for (const text of ['', ' ', '1.5', '1e3', '+5', 'abc', '0x10', '١٢'])
      expect(readApiRateLimit(text)._tag, text).toBe('Invalid')
  })
})
