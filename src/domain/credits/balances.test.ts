import { describe, expect, it } from 'vitest'
import { balances } from './balances.ts'
import { aBucket, at } from './credits.fixture.ts'

describe('balances', () => {
  const buckets = [
    aBucket('lead', 'lead', 100, { used: 30, expiresAt: 5000, source: 'MONTHLY_BASIC' }),
    aBucket('search', 'search', 80, { used: 5, expiresAt: 5000, source: 'MONTHLY_BASIC' }),
    aBucket('email', 'email', 200, { used: 10, expiresAt: 9000, source: 'PACKET_EMAIL_BASIC' }),
    aBucket('phone', 'phone', 200, { expiresAt: 500, source: 'PACKET_PHONE_BASIC' }),
    aBucket('free', 'free', 10, { used: 4, source: 'FREE' }),
  ]

  it('reports free, email (lead + email), phone (lead + phone) and search left', () => {
    expect(balances(buckets, at(1000))).toMatchObject({ free: 6, email: 70 + 190, phone: 70, search: 75 })
  })

  it('summarises total and used per kind over the buckets usable now', () => {
    const { byKind } = balances(buckets, at(1000))
    expect(byKind.lead).toEqual({ total: 100, used: 30, left: 70 })
    expect(byKind.search).toEqual({ total: 80, used: 5, left: 75 })
    expect(byKind.phone).toEqual({ total: 0, used: 0, left: 0 })
  })

  it('leaves expired credits out', () => {
    expect(balances(buckets, at(6000))).toMatchObject({ free: 6, email: 190, phone: 0, search: 0 })
  })
})
