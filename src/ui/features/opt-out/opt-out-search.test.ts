import { describe, expect, it } from 'vitest'
import { tokenFromHash } from './opt-out-search.ts'

describe('the opt-out page address', () => {
  it('reads the token from the fragment the mail links', () => {
    expect(tokenFromHash('token=abc_DEF-123')).toBe('abc_DEF-123')
    expect(tokenFromHash('#token=abc')).toBe('abc')
    expect(tokenFromHash('token=%20')).toBeUndefined()
    expect(tokenFromHash('')).toBeUndefined()
    expect(tokenFromHash('section-2')).toBeUndefined()
  })
})
