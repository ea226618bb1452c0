import {
  type CompanySize,
  isCompanySize,
  isRegion,
  isToolPurpose,
  type Region,
  type ToolPurpose,
} from './enumerations.ts'
import { type Industry, isIndustry } from './industries.ts'

/** The body of POST /user/collection when the user confirms; `country` is the target region. */
export type OnboardingAnswers = {
  readonly industry: Industry
  readonly country: Region
  readonly companySize: CompanySize
  readonly toolPurpose: ToolPurpose
}
export type OnboardingSkip = { readonly skip: true }

export type OnboardingField = keyof OnboardingAnswers
export type InvalidOnboarding = {
  readonly _tag: 'InvalidOnboarding'
  /** `body` when the input is not an object at all. */
  readonly field: OnboardingField | 'body'
}

const invalid = (field: InvalidOnboarding['field']): InvalidOnboarding => ({
  _tag: 'InvalidOnboarding',
  field,
})

const CHECKS: ReadonlyArray<readonly [OnboardingField, (value: unknown) => boolean]> = [
  ['industry', isIndustry],
  ['country', isRegion],
  ['companySize', isCompanySize],
  ['toolPurpose', isToolPurpose],
]

/**
 * Confirm sends all four answers, Skip sends `{ skip: true }` (SPEC §4). Defaults are the form's business:
 * a missing field here is an error, values match exactly (no case folding), and unknown keys are ignored.
 * A skip flag wins over any answers sent with it.
 */
export const validateOnboarding = (
  input: unknown,
): OnboardingAnswers | OnboardingSkip | InvalidOnboarding => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return invalid('body')
  const record = input as Record<string, unknown>
  if (record.skip === true) return { skip: true }
  for (const [field, check] of CHECKS) if (!check(record[field])) return invalid(field)
  return {
    industry: record.industry as Industry,
    country: record.country as Region,
    companySize: record.companySize as CompanySize,
    toolPurpose: record.toolPurpose as ToolPurpose,
  }
}

export const isOnboardingSkip = (
  value: OnboardingAnswers | OnboardingSkip | InvalidOnboarding,
): value is OnboardingSkip => 'skip' in value
export const isInvalidOnboarding = (
  value: OnboardingAnswers | OnboardingSkip | InvalidOnboarding,
): value is InvalidOnboarding => '_tag' in value
