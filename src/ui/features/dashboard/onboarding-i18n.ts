import {
  COMPANY_SIZES,
  type CompanySize,
  REGIONS,
  type Region,
  TOOL_PURPOSES,
  type ToolPurpose,
} from '../../../domain/onboarding/enumerations.ts'
import { INDUSTRIES, type Industry } from '../../../domain/onboarding/industries.ts'

// Key convention: onboarding.<field in snake case>.<wire value>, so a label never depends on display order.
export const regionKey = (value: Region): string => `onboarding.region.${value}`
export const companySizeKey = (value: CompanySize): string => `onboarding.company_size.${value}`
export const industryKey = (value: Industry): string => `onboarding.industry.${value}`
export const toolPurposeKey = (value: ToolPurpose): string => `onboarding.tool_purpose.${value}`

/** The label of the disabled heading before the "other large industries" group (SPEC §3). */
export const INDUSTRY_HEADING_KEY = 'onboarding.industry.other_heading'

/** Every message key of the onboarding dialog's options and its error, so a test can check both language files carry them. */
export const onboardingI18nKeys = (): readonly string[] => [
  ...REGIONS.map(regionKey),
  ...COMPANY_SIZES.map(companySizeKey),
  ...INDUSTRIES.map(industryKey),
  INDUSTRY_HEADING_KEY,
  ...TOOL_PURPOSES.map(toolPurposeKey),
  'onboarding.error.invalid',
]
