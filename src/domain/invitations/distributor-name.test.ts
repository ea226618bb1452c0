import { describe, expect, it } from 'vitest'
import { DISTRIBUTOR_NAME_MAX_LENGTH, validateDistributorName } from './distributor-name.ts'

describe('validateDistributorName', () => {
  it('trims and collapses inner whitespace', () => {
    expect(validateDistributorName('  Acme   Trading \t Co ')).toBe('Acme Trading Co')
  })

  it('is required: blank after trimming is rejected', () => {
    expect(validateDistributorName(' \n ')).toEqual({
      _tag: 'InvalidDistributorName',
      code: 'DISTRIBUTOR_NAME_REQUIRED',
    })
  })

  it('allows 100 characters, counting Chinese characters one each', () => {
    expect(DISTRIBUTOR_NAME_MAX_LENGTH).toBe(100)
    expect(validateDistributorName('经'.repeat(100))).toBe('经'.repeat(100))
    expect(validateDistributorName('经'.repeat(101))).toMatchObject({ code: 'DISTRIBUTOR_NAME_TOO_LONG' })
  })
})
