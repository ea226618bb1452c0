import {
  COMPANY_SIZES,
  type CompanySize,
  REGIONS,
  type Region,
  TOOL_PURPOSES,
  type ToolPurpose,
} from './enumerations.ts'
import { INDUSTRIES, INDUSTRY_HEADING_KEY, type Industry } from './industries.ts'

// Key convention: onboarding.<field in snake case>.<wire value>, so a label never depends on display order.
export const regionKey = (value: Region): string => `onboarding.region.${value}`
export const companySizeKey = (value: CompanySize): string => `onboarding.company_size.${value}`
export const industryKey = (value: Industry): string => `onboarding.industry.${value}`
export const toolPurposeKey = (value: ToolPurpose): string => `onboarding.tool_purpose.${value}`

/** Every message key this module hands to the UI, so a test can check both language files carry them. */
export const onboardingI18nKeys = (): readonly string[] => [
  ...REGIONS.map(regionKey),
  ...COMPANY_SIZES.map(companySizeKey),
  ...INDUSTRIES.map(industryKey),
  INDUSTRY_HEADING_KEY,
  ...TOOL_PURPOSES.map(toolPurposeKey),
  'onboarding.error.invalid',
]
