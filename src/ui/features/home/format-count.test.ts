import { describe, expect, it } from 'vitest'
import { formatCount } from './format-count.ts'

describe('formatCount', () => {
  it.each([
    [55_903, 'en', '55,903'],
    [3_000, 'en', '3,000'],
    [350_000_000, 'en', '350,000,000'],
    [55_903, 'zh', '5.6万'],
    [3_000, 'zh', '3000'],
    [350_000_000, 'zh', '3.5亿'],
  ])('%d in %s is %s', (count, language, shown) => {
    expect(formatCount(count, language)).toBe(shown)
  })
})
