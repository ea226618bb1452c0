import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { documentTitle, isDashboardPath, publicPageTitleKey } from './page-title.ts'

const lookup = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('page titles', () => {
  it('names every public page in both languages, and an unknown address as not found', () => {
    for (const path of [
      '/',
      '/pricing',
      '/how-to-use',
      '/contact-us',
      '/privacy',
      '/terms',
      '/opt-out',
      '/callback',
      '/nope',
    ])
      for (const language of ['en', 'zh'] as const)
        expect(typeof lookup(CATALOGUES[language], publicPageTitleKey(path)), `${path} ${language}`).toBe(
          'string',
        )
    expect(publicPageTitleKey('/pricing/')).toBe('titles.pricing')
    expect(publicPageTitleKey('/nope')).toBe('titles.notFound')
  })

  it('puts the page before the brand, and the brand alone when the page is unknown', () => {
    expect(documentTitle('定价', 'LeadLens')).toBe('定价 · LeadLens')
    expect(documentTitle(undefined, 'Acme Leads')).toBe('Acme Leads')
    expect(documentTitle('', 'LeadLens')).toBe('LeadLens')
  })

  it('leaves the dashboard to its own titles', () => {
    expect(isDashboardPath('/admin')).toBe(true)
    expect(isDashboardPath('/admin/search')).toBe(true)
    expect(isDashboardPath('/administrator')).toBe(false)
  })
})
