import { describe, expect, it } from 'vitest'
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, shouldAutocomplete } from './autocomplete.ts'

describe('autocomplete', () => {
  it('opens at 2 characters, debounced 1000 ms (SPEC §9)', () => {
    expect(AUTOCOMPLETE_MIN_CHARS).toBe(2)
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(1000)
  })

  it.each([
    ['', false],
    ['a', false],
    ['  a  ', false],
    ['ac', true],
    [' ac ', true],
    ['阿里', true],
    ['😀', false],
  ])('%j searches: %s', (input, expected) => {
    expect(shouldAutocomplete(input)).toBe(expected)
  })
})
