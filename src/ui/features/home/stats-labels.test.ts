import { describe, expect, it } from 'vitest'
import zhSections from '../../i18n/features/home-sections.zh.json' with { type: 'json' }

// The statistics stand as a label above a number ("企业" over "3000"): a Chinese measure word (家, 位,
// 个, 名…) belongs after a number, so a label that starts with one reads as a fragment.
const MEASURE_WORDS = /^[家位个名条份]/

describe('the home statistics in Chinese', () => {
  it('no label shown above a number starts with a measure word', () => {
    const { stats } = zhSections.home
    const labels = [stats.contacts, stats.companies, ...Object.values(stats.items).map((item) => item.label)]
    expect(labels.filter((label) => MEASURE_WORDS.test(label))).toEqual([])
  })
})
