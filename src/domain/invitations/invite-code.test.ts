import { describe, expect, it } from 'vitest'
import type { RandomInt } from '../shared/random.ts'
import {
  generateInviteCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  isGeneratedCodeShape,
  normaliseInviteCode,
  sameInviteCode,
} from './invite-code.ts'

const sequence =
  (...values: number[]): RandomInt =>
  () =>
    values.shift() ?? 0

describe('invite codes', () => {
  it('are trimmed and upper-cased (SPEC §5)', () => {
    expect(normaliseInviteCode('  spring25 ')).toBe('SPRING25')
  })

  it('compare case-insensitively', () => {
    expect(sameInviteCode('abcd1234', ' ABCD1234')).toBe(true)
    expect(sameInviteCode('ABCD1234', 'ABCD1235')).toBe(false)
  })

  it('are generated with 8 characters from A-Z and 0-9', () => {
    expect(INVITE_CODE_LENGTH).toBe(8)
    expect(INVITE_CODE_ALPHABET).toHaveLength(36)
    expect(generateInviteCode(sequence(0, 1, 2, 25, 26, 27, 34, 35))).toBe('ABCZ0189')
  })

  it('ask the random source for an index below 36', () => {
    const bounds: number[] = []
    generateInviteCode((bound) => {
      bounds.push(bound)
      return 0
    })
    expect(bounds).toEqual(Array(8).fill(36))
  })

  it('treat a random source answering out of range as a defect', () => {
    expect(() => generateInviteCode(() => 36)).toThrow(RangeError)
    expect(() => generateInviteCode(() => 1.5)).toThrow(RangeError)
  })

  it('recognise the generated shape', () => {
    expect(isGeneratedCodeShape('ABCZ0189')).toBe(true)
    expect(isGeneratedCodeShape('abcz0189')).toBe(false)
    expect(isGeneratedCodeShape('ABCZ018')).toBe(false)
    expect(isGeneratedCodeShape('ABCZ-189')).toBe(false)
  })
})
