import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../preferences/language.ts'
import { planName } from './plan-names.ts'
import { PLAN_TYPES } from './plan-type.ts'

describe('plan names', () => {
  it('names every plan in every language, each plan differently', () => {
    for (const language of LANGUAGES) {
      const names = PLAN_TYPES.map((type) => planName(type, language))
      for (const name of names) expect(name.trim()).not.toBe('')
      expect(new Set(names).size).toBe(PLAN_TYPES.length)
    }
  })

  it('calls the pro tier Startup, as the pricing page does (SPEC §2)', () => {
    expect(planName('YEARLY_PRO', 'en')).toBe('Startup · Yearly')
    expect(planName('MONTHLY_PRO', 'zh')).toBe('创业版 · 按月')
    expect(planName('PACKET_EMAIL_PRO', 'en')).toBe('Email packet · Pro Packet')
    expect(planName('FREE', 'en')).toBe('Free trial')
  })
})
