/** SPEC §3 enumerations for the onboarding dialog; the values are the wire values of POST /user/collection. */
export const REGIONS = [
  'CHINA',
  'ASIA',
  'EUROPE',
  'NORTH_AMERICA',
  'SOUTH_AMERICA',
  'AFRICA',
  'MIDDLE_EAST',
  'GLOBAL',
] as const
export type Region = (typeof REGIONS)[number]
// Not in the spec: a broad target region is the least presumptuous pre-selection.
export const DEFAULT_REGION: Region = 'GLOBAL'

export const COMPANY_SIZES = [
  'FROM_1_TO_10',
  'FROM_11_TO_50',
  'FROM_51_TO_200',
  'FROM_201_TO_500',
  'FROM_501_PLUS',
  'NOT_SURE',
] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]
export const DEFAULT_COMPANY_SIZE: CompanySize = 'FROM_1_TO_10'

export const TOOL_PURPOSES = [
  'SALES_PROSPECTING',
  'MARKET_RESEARCH',
  'RECRUITMENT',
  'INVESTMENT_ANALYSIS',
  'BUSINESS_PARTNERS',
  'PROJECT_COLLABORATION',
  'DATA_ANALYSIS',
  'OTHER',
] as const
export type ToolPurpose = (typeof TOOL_PURPOSES)[number]
export const DEFAULT_TOOL_PURPOSE: ToolPurpose = 'SALES_PROSPECTING'

export const isRegion = (value: unknown): value is Region => (REGIONS as readonly unknown[]).includes(value)
export const isCompanySize = (value: unknown): value is CompanySize =>
  (COMPANY_SIZES as readonly unknown[]).includes(value)
export const isToolPurpose = (value: unknown): value is ToolPurpose =>
  (TOOL_PURPOSES as readonly unknown[]).includes(value)
