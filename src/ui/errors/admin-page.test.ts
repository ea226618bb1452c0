import { describe, expect, it } from 'vitest'
import { isAdminPage } from './admin-page.ts'

describe('isAdminPage (SPEC §2: any address containing /admin)', () => {
  it.each(['/admin', '/admin/search', '/admin/invitation?x=1', 'https://app.example/admin/log', '/x/admin'])(
    '%s is an admin page',
    (path) => expect(isAdminPage(path)).toBe(true),
  )
  it.each(['/', '/pricing', '/how-to-use', 'admin', '/Admin', ''])('%s is not an admin page', (path) =>
    expect(isAdminPage(path)).toBe(false),
  )
  it('no address is not an admin page', () => expect(isAdminPage(undefined)).toBe(false))
})
