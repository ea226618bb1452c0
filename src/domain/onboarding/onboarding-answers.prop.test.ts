import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMPANY_SIZES, REGIONS, TOOL_PURPOSES } from './enumerations.ts'
import { INDUSTRIES, INDUSTRY_OPTIONS } from './industries.ts'

import { validateOnboarding } from './onboarding-answers.ts'

// The UI's label key of the industry heading: a value a tampered form could send.
const HEADING_LABEL = 'onboarding.industry.other_heading'

const answers = fc.record({
  industry: fc.constantFrom(...INDUSTRIES),
  country: fc.constantFrom(...REGIONS),
  companySize: fc.constantFrom(...COMPANY_SIZES),
  toolPurpose: fc.constantFrom(...TOOL_PURPOSES),
})
const allowed: Record<string, readonly string[]> = {
  industry: INDUSTRIES,
  country: REGIONS,
  companySize: COMPANY_SIZES,
  toolPurpose: TOOL_PURPOSES,
}
const field = fc.constantFrom('industry', 'country', 'companySize', 'toolPurpose')

describe('onboarding properties', () => {
  it('every combination of selectable values validates unchanged', () => {
    fc.assert(
      fc.property(answers, (a) => {
        expect(validateOnboarding(a)).toEqual(a)
      }),
    )
  })

  it('any string outside a field enumeration is rejected, naming that field', () => {
    fc.assert(
      fc.property(answers, field, fc.string(), (a, f, value) => {
        fc.pre(!allowed[f]?.includes(value))
        expect(validateOnboarding({ ...a, [f]: value })).toMatchObject({
          _tag: 'InvalidOnboarding',
          field: f,
        })
      }),
    )
  })

  it('the industry heading is never selectable', () => {
    const heading = INDUSTRY_OPTIONS.find((o) => o.kind === 'heading')
    fc.assert(
      fc.property(answers, fc.constantFrom(HEADING_LABEL, 'other_heading', 'OTHER_HEADING', ''), (a, h) => {
        expect(validateOnboarding({ ...a, industry: h })).toMatchObject({ field: 'industry' })
      }),
    )
    expect(heading).toBeDefined()
    expect((INDUSTRIES as readonly string[]).includes(HEADING_LABEL)).toBe(false)
  })

  it('values are matched exactly: another case of a valid value is rejected', () => {
    fc.assert(
      fc.property(answers, field, (a, f) => {
        const lower = a[f as keyof typeof a].toLowerCase()
        expect(validateOnboarding({ ...a, [f]: lower })).toMatchObject({ field: f })
      }),
    )
  })
})
