import { describe, expect, it } from 'vitest'
import { decodeLiveCounts } from './live-counts-wire.ts'
import { decodeSiteConfig } from './site-config-wire.ts'

// The first page's two public answers are read with a Schema at the boundary (DESIGN rule 13), in a
// chunk fetched beside the call; these are the shapes they accept and refuse.
describe('the first page’s public answers', () => {
  it('live counts: whole, non-negative numbers only', () => {
    expect(decodeLiveCounts({ contacts: 12, companies: 0 })).toEqual({ contacts: 12, companies: 0 })
    for (const body of [
      { contacts: -1, companies: 0 },
      { contacts: 1.5, companies: 0 },
      { contacts: 1 },
      null,
    ])
      expect(() => decodeLiveCounts(body)).toThrow('stats of an unexpected shape')
  })

  it('site configuration: every field, the notice a pair of instants or null', () => {
    const config = {
      brandName: 'LeadLens',
      supportEmail: 'help@example.com',
      salesEmail: 'sales@example.com',
      chatLink: 'https://chat.example.com',
      notice: null,
    }
    expect(decodeSiteConfig(config)).toEqual(config)
    const notice = { start: '2025-01-07T12:00:00Z', end: '2025-01-10T00:00:00Z' }
    expect(decodeSiteConfig({ ...config, notice }).notice).toEqual(notice)
    for (const body of [
      { ...config, notice: { start: 'x' } },
      { ...config, chatLink: 3 },
      { brandName: 'x' },
    ])
      expect(() => decodeSiteConfig(body)).toThrow('site configuration of an unexpected shape')
  })
})
