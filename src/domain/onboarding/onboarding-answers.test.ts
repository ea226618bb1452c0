import { describe, expect, it } from 'vitest'
import { isInvalidOnboarding, isOnboardingSkip, validateOnboarding } from './onboarding-answers.ts'

const answers = {
  industry: 'CONSUMER_ELECTRONICS',
  country: 'EUROPE',
  companySize: 'FROM_11_TO_50',
  toolPurpose: 'RECRUITMENT',
}

describe('validateOnboarding', () => {
  it('accepts the four answers and drops anything else', () => {
    expect(validateOnboarding({ ...answers, extra: 1 })).toEqual(answers)
  })

  it('accepts the skip flag, which wins over answers sent with it', () => {
    const skip = validateOnboarding({ skip: true, industry: 'nonsense' })
    expect(skip).toEqual({ skip: true })
    expect(isOnboardingSkip(skip)).toBe(true)
  })

  it.each([
    [{ ...answers, industry: 'onboarding.industry.other_heading' }, 'industry'],
    [{ ...answers, industry: 'OTHER_HEADING' }, 'industry'],
    [{ ...answers, country: 'europe' }, 'country'],
    [{ ...answers, companySize: undefined }, 'companySize'],
    [{ ...answers, toolPurpose: 7 }, 'toolPurpose'],
    [{ skip: false }, 'industry'],
    [{ skip: 'true' }, 'industry'],
    [null, 'body'],
    ['SALES_PROSPECTING', 'body'],
    [[], 'body'],
  ])('rejects %j naming %s', (input, field) => {
    const r = validateOnboarding(input)
    expect(r).toEqual({ _tag: 'InvalidOnboarding', field })
    expect(isInvalidOnboarding(r)).toBe(true)
  })
})
