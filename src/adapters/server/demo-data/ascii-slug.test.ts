import { describe, expect, it } from 'vitest'
import { asciiSlug, asciiWords } from './ascii-slug.ts'

describe('asciiSlug', () => {
  it.each([
    ['Northwind Robotics', 'northwind-robotics'],
    ['José Müller', 'jose-muller'],
    ['Łukasz Wróbel', 'lukasz-wrobel'],
    ['Søren Ødegaard', 'soren-odegaard'],
    ['Ayşe Yılmaz', 'ayse-yilmaz'],
    ["Kevin O'Brien", 'kevin-obrien'],
    ['Thijs van den Berg', 'thijs-van-den-berg'],
    ['Yasmin Al-Sayed', 'yasmin-al-sayed'],
    ['Straße', 'strasse'],
  ])('%s → %s', (text, slug) => {
    expect(asciiSlug(text)).toBe(slug)
  })

  it('splits into words for email local parts', () => {
    expect(asciiWords('Min-jun')).toEqual(['min', 'jun'])
    expect(asciiWords('de Vries').join('')).toBe('devries')
  })
})
