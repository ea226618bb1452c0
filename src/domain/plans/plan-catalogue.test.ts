import { describe, expect, it } from 'vitest'
import { credits } from '../credits/credits.ts'
import { fen } from '../shared/money.ts'
import { customPlan, PLAN_CATALOGUE, planOf } from './plan-catalogue.ts'
import { isPlanType, PLAN_TYPES } from './plan-type.ts'

const grantsOf = (type: Parameters<typeof planOf>[0]) => planOf(type).grants.map((g) => [g.kind, g.quantity])

describe('plan catalogue', () => {
  it('holds the 14 plan types of SPEC §3, each under its own name', () => {
    expect(PLAN_TYPES).toHaveLength(14)
    expect(Object.keys(PLAN_CATALOGUE).sort()).toEqual([...PLAN_TYPES].sort())
    for (const type of PLAN_TYPES) expect(planOf(type).type).toBe(type)
  })

  it('prices plans in fen as PRODUCT.md lists them', () => {
    expect(planOf('MONTHLY_BASIC').price).toBe(fen(28_000))
    expect(planOf('MONTHLY_PRO').price).toBe(fen(35_000))
    expect(planOf('YEARLY_BASIC').price).toBe(fen(260_000))
    expect(planOf('YEARLY_PRO').price).toBe(fen(320_000))
    expect(planOf('FREE').price).toBe(fen(0))
    for (const type of PLAN_TYPES.filter((t) => t.startsWith('PACKET_'))) {
      expect(planOf(type).price).toBe(fen(20_000))
    }
  })

  it('leaves CUSTOM to sales: no price, no fixed grants, not purchasable', () => {
    expect(planOf('CUSTOM')).toMatchObject({ kind: 'custom', price: null, grants: [], purchasable: false })
  })

  it('grants 10 free trial credits forever on FREE, which cannot be bought', () => {
    expect(planOf('FREE')).toMatchObject({ kind: 'free', period: { _tag: 'Forever' }, purchasable: false })
    expect(grantsOf('FREE')).toEqual([['free', 10]])
  })

  it('grants 100 lead + 80 search a month, 1000 + 800 a year', () => {
    for (const type of ['MONTHLY_BASIC', 'MONTHLY_PRO'] as const) {
      expect(planOf(type)).toMatchObject({ kind: 'subscription', period: { _tag: 'Months', months: 1 } })
      expect(grantsOf(type)).toEqual([
        ['lead', 100],
        ['search', 80],
      ])
    }
    for (const type of ['YEARLY_BASIC', 'YEARLY_PRO'] as const) {
      expect(planOf(type)).toMatchObject({ kind: 'subscription', period: { _tag: 'Years', years: 1 } })
      expect(grantsOf(type)).toEqual([
        ['lead', 1000],
        ['search', 800],
      ])
    }
  })

  it('grants packets for 30 days: basic 120 lead / 200 email / 200 phone / 100 search, pro 200 each', () => {
    expect(grantsOf('PACKET_PROFILE_BASIC')).toEqual([['lead', 120]])
    expect(grantsOf('PACKET_EMAIL_BASIC')).toEqual([['email', 200]])
    expect(grantsOf('PACKET_PHONE_BASIC')).toEqual([['phone', 200]])
    expect(grantsOf('PACKET_SEARCH_BASIC')).toEqual([['search', 100]])
    expect(grantsOf('PACKET_PROFILE_PRO')).toEqual([['lead', 200]])
    expect(grantsOf('PACKET_EMAIL_PRO')).toEqual([['email', 200]])
    expect(grantsOf('PACKET_PHONE_PRO')).toEqual([['phone', 200]])
    expect(grantsOf('PACKET_SEARCH_PRO')).toEqual([['search', 200]])
    for (const type of PLAN_TYPES.filter((t) => t.startsWith('PACKET_'))) {
      expect(planOf(type)).toMatchObject({
        kind: 'packet',
        period: { _tag: 'Days', days: 30 },
        purchasable: true,
      })
    }
  })

  it('gives CSV export and bulk enrichment to the Pro plans only', () => {
    expect(planOf('MONTHLY_PRO').features).toEqual({ csvExport: true, bulkEnrichment: true })
    expect(planOf('YEARLY_PRO').features).toEqual({ csvExport: true, bulkEnrichment: true })
    expect(planOf('MONTHLY_BASIC').features).toEqual({ csvExport: false, bulkEnrichment: false })
    expect(planOf('PACKET_EMAIL_PRO').features).toEqual({ csvExport: true, bulkEnrichment: false })
    expect(planOf('PACKET_EMAIL_BASIC').features).toEqual({ csvExport: false, bulkEnrichment: false })
  })

  it('recognises plan type names exactly', () => {
    expect(isPlanType('MONTHLY_PRO')).toBe(true)
    expect(isPlanType('monthly_pro')).toBe(false)
    expect(isPlanType('PRO')).toBe(false)
  })

  it('builds a CUSTOM plan with the credits an admin grants', () => {
    const plan = customPlan([{ kind: 'lead', quantity: credits(500) }], { _tag: 'Days', days: 90 })
    expect(plan).toMatchObject({ type: 'CUSTOM', kind: 'custom', period: { _tag: 'Days', days: 90 } })
    expect(plan.grants).toEqual([{ kind: 'lead', quantity: 500 }])
  })
})
