import { describe, expect, it } from 'vitest'
import {
  MAX_DISCOUNT_FEN,
  MAX_DISCOUNT_YUAN,
  MIN_DISCOUNT_FEN,
  validateDiscountAmount,
} from './discount-amount.ts'

const codeOf = (input: number | string) => {
  const r = validateDiscountAmount(input)
  return typeof r === 'number' ? r : r.code
}

describe('validateDiscountAmount', () => {
  it('has minimum 0.01 yuan and a ceiling of 1,000,000 yuan', () => {
    expect(MIN_DISCOUNT_FEN).toBe(1)
    expect(MAX_DISCOUNT_YUAN).toBe(1_000_000)
    expect(MAX_DISCOUNT_FEN).toBe(100_000_000)
  })

  it.each([
    [0.01, 1],
    [50, 5000],
    [0.29, 29],
    [12.3, 1230],
    [1_000_000, 100_000_000],
    ['12.34', 1234],
    [' 12.340 ', 1234],
    ['.5', 50],
    ['7', 700],
  ])('accepts %j as %d fen', (input, expected) => {
    expect(validateDiscountAmount(input)).toBe(expected)
  })

  it.each([
    [Number.NaN, 'DISCOUNT_NOT_A_NUMBER'],
    [Number.POSITIVE_INFINITY, 'DISCOUNT_NOT_A_NUMBER'],
    ['', 'DISCOUNT_NOT_A_NUMBER'],
    ['abc', 'DISCOUNT_NOT_A_NUMBER'],
    ['1e3', 'DISCOUNT_NOT_A_NUMBER'],
    ['0x10', 'DISCOUNT_NOT_A_NUMBER'],
    [0, 'DISCOUNT_BELOW_MINIMUM'],
    [-5, 'DISCOUNT_BELOW_MINIMUM'],
    ['-5', 'DISCOUNT_BELOW_MINIMUM'],
    [0.009, 'DISCOUNT_BELOW_MINIMUM'],
    [1_000_000.01, 'DISCOUNT_ABOVE_MAXIMUM'],
    [1e21, 'DISCOUNT_ABOVE_MAXIMUM'],
    [1.001, 'DISCOUNT_TOO_PRECISE'],
    ['0.125', 'DISCOUNT_TOO_PRECISE'],
  ])('rejects %j with %s', (input, code) => {
    expect(codeOf(input)).toBe(code)
  })

  it('names the error by its code, and nothing more', () => {
    expect(validateDiscountAmount(0)).toEqual({
      _tag: 'InvalidDiscountAmount',
      code: 'DISCOUNT_BELOW_MINIMUM',
    })
  })
})
