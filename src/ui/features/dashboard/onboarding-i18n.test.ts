import { describe, expect, it } from 'vitest'
import {
  companySizeKey,
  industryKey,
  onboardingI18nKeys,
  regionKey,
  toolPurposeKey,
} from './onboarding-i18n.ts'

describe('onboarding i18n keys', () => {
  it('follow onboarding.<field>.<VALUE>', () => {
    expect(regionKey('CHINA')).toBe('onboarding.region.CHINA')
    expect(companySizeKey('NOT_SURE')).toBe('onboarding.company_size.NOT_SURE')
    expect(industryKey('BEAUTY')).toBe('onboarding.industry.BEAUTY')
    expect(toolPurposeKey('OTHER')).toBe('onboarding.tool_purpose.OTHER')
  })

  it('lists every option, the heading and the error once', () => {
    const keys = onboardingI18nKeys()
    expect(keys).toHaveLength(8 + 6 + 24 + 1 + 8 + 1)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toContain('onboarding.industry.other_heading')
    expect(keys).toContain('onboarding.error.invalid')
  })
})
