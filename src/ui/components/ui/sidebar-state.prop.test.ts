import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSidebarCookie, SIDEBAR_COOKIE_NAME, type SidebarState, sidebarCookie } from './sidebar-state.ts'

const state = fc.constantFrom<SidebarState>('expanded', 'collapsed')
// What the browser gives back for an assignment: the name=value pair, without the attributes.
const stored = (assignment: string) => assignment.split(';')[0] ?? ''
const otherCookie = fc
  .tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.stringMatching(/^[\w.-]{0,12}$/))
  .filter(([name]) => name !== SIDEBAR_COOKIE_NAME)
  .map(([name, value]) => `${name}=${value}`)

describe('sidebar cookie', () => {
  it('a saved state reads back as itself, among any other cookies', () => {
    fc.assert(
      fc.property(state, fc.array(otherCookie), fc.array(otherCookie), (saved, before, after) => {
        const cookies = [...before, stored(sidebarCookie(saved)), ...after].join('; ')
        expect(readSidebarCookie(cookies)).toBe(saved)
      }),
    )
  })

  it('any cookie string reads as expanded or collapsed, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (cookies) => {
        expect(['expanded', 'collapsed']).toContain(readSidebarCookie(cookies))
      }),
    )
  })

  it('without the cookie the sidebar is expanded', () => {
    fc.assert(
      fc.property(fc.array(otherCookie), (others) => {
        expect(readSidebarCookie(others.join('; '))).toBe('expanded')
      }),
    )
  })

  it('is kept for 7 days on every path', () => {
    fc.assert(
      fc.property(state, (saved) => {
        expect(sidebarCookie(saved)).toContain('; path=/; max-age=604800')
      }),
    )
  })
})
