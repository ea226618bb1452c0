import { describe, expect, it } from 'vitest'
import { isRoleAddress } from './role-address.ts'

describe('role addresses', () => {
  it('flags the local parts that name a function, with tags and separators', () => {
    for (const local of ['info', 'Sales', 'support+eu', 'no-reply', 'no_reply', 'postmaster'])
      expect(isRoleAddress(local)).toBe(true)
  })

  it('leaves people alone', () => {
    for (const local of ['anna.schmidt', 'jsmith', 'li.wei', 'information.officer'])
      expect(isRoleAddress(local)).toBe(false)
  })
})
