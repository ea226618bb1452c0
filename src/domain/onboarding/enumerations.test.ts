import { describe, expect, it } from 'vitest'
import {
  COMPANY_SIZES,
  DEFAULT_COMPANY_SIZE,
  DEFAULT_REGION,
  DEFAULT_TOOL_PURPOSE,
  REGIONS,
  TOOL_PURPOSES,
} from './enumerations.ts'
import { DEFAULT_INDUSTRY, INDUSTRIES, INDUSTRY_OPTIONS } from './industries.ts'

describe('onboarding enumerations (SPEC §3)', () => {
  it('lists the regions', () => {
    expect(REGIONS).toEqual([
      'CHINA',
      'ASIA',
      'EUROPE',
      'NORTH_AMERICA',
      'SOUTH_AMERICA',
      'AFRICA',
      'MIDDLE_EAST',
      'GLOBAL',
    ])
  })

  it('lists company sizes, FROM_1_TO_10 by default', () => {
    expect(COMPANY_SIZES).toEqual([
      'FROM_1_TO_10',
      'FROM_11_TO_50',
      'FROM_51_TO_200',
      'FROM_201_TO_500',
      'FROM_501_PLUS',
      'NOT_SURE',
    ])
    expect(DEFAULT_COMPANY_SIZE).toBe('FROM_1_TO_10')
  })

  it('lists tool purposes, SALES_PROSPECTING by default', () => {
    expect(TOOL_PURPOSES).toEqual([
      'SALES_PROSPECTING',
      'MARKET_RESEARCH',
      'RECRUITMENT',
      'INVESTMENT_ANALYSIS',
      'BUSINESS_PARTNERS',
      'PROJECT_COLLABORATION',
      'DATA_ANALYSIS',
      'OTHER',
    ])
    expect(DEFAULT_TOOL_PURPOSE).toBe('SALES_PROSPECTING')
  })

  it('defaults the undecided fields to GLOBAL and OTHER', () => {
    expect(DEFAULT_REGION).toBe('GLOBAL')
    expect(DEFAULT_INDUSTRY).toBe('OTHER')
  })

  it('lists 15 industries, a heading, then 9 other large industries', () => {
    expect(INDUSTRIES).toHaveLength(24)
    expect(INDUSTRY_OPTIONS).toHaveLength(25)
    expect(INDUSTRY_OPTIONS[0]).toEqual({ kind: 'option', value: 'RENEWABLE_ENERGY' })
    expect(INDUSTRY_OPTIONS[14]).toEqual({ kind: 'option', value: 'BEAUTY' })
    expect(INDUSTRY_OPTIONS[15]).toEqual({ kind: 'heading' })
    expect(INDUSTRY_OPTIONS[16]).toEqual({ kind: 'option', value: 'TECHNOLOGY' })
    expect(INDUSTRY_OPTIONS[24]).toEqual({ kind: 'option', value: 'OTHER' })
  })

  it('keeps INDUSTRIES equal to the selectable options, in order', () => {
    expect(INDUSTRY_OPTIONS.flatMap((o) => (o.kind === 'option' ? [o.value] : []))).toEqual([...INDUSTRIES])
  })
})
