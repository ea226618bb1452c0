import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTACT_SORTS } from '../../../domain/contacts-workspace/contact-query.ts'
import { type ContactsView, FIRST_VIEW, requestOf, withFilter, withSort } from './contacts-view.ts'

const view: fc.Arbitrary<ContactsView> = fc.record({
  filter: fc.record({ search: fc.string() }, { requiredKeys: [] }),
  sort: fc.constantFrom(...CONTACT_SORTS),
  direction: fc.constantFrom('asc', 'desc'),
  cursors: fc.array(fc.string(), { maxLength: 4 }),
})

describe('the Contacts page’s view', () => {
  it('goes back to the first page whenever the filter or the sort changes', () => {
    fc.assert(
      fc.property(view, fc.string(), fc.constantFrom(...CONTACT_SORTS), (v, search, sort) => {
        expect(withFilter(v, { search }).cursors).toEqual([])
        expect(withSort(v, sort).cursors).toEqual([])
        expect(requestOf(withFilter(v, { search })).after).toBeUndefined()
      }),
    )
  })

  it('drops blank filters, and pressing a sorted column twice reverses then restores it', () => {
    fc.assert(
      fc.property(view, fc.constantFrom(...CONTACT_SORTS), (v, sort) => {
        expect(withFilter(v, { search: '' }).filter.search).toBeUndefined()
        const once = withSort(v, sort)
        expect(withSort(withSort(once, sort), sort).direction).toBe(once.direction)
        expect(withSort(once, sort).direction).not.toBe(once.direction)
      }),
    )
  })

  it('starts newest first', () => {
    expect(requestOf(FIRST_VIEW)).toMatchObject({ sort: 'revealed', direction: 'desc' })
  })
})
