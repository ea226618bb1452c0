import { describe, expect, it } from 'vitest'
import { PROFILE_ID_MAX_LENGTH, parseProfileId } from './profile-id.ts'

const invalid = { _tag: 'InvalidProfileId' }

describe('parseProfileId (GET /contact/profile/{linkedinId})', () => {
  it.each([
    ['jane-doe', 'jane-doe'],
    [' Jane-Doe ', 'jane-doe'],
    ['jos%C3%A9', 'josé'],
    ['王小明', '王小明'],
    ['john_smith_42', 'john_smith_42'],
    ['a'.repeat(100), 'a'.repeat(100)],
  ])('accepts %j as %j', (raw, id) => {
    expect(parseProfileId(raw)).toBe(id)
  })

  it('composes accents so typed and pasted ids compare equal', () => {
    expect(parseProfileId('jose\u0301')).toBe(parseProfileId('jos\u00e9'))
  })

  it.each(['', '  ', '..', 'jane/doe', 'jane%2Fdoe', 'jane doe', 'jane.doe', '%E0%A4%A', 'a'.repeat(101)])(
    'rejects %j',
    (raw) => {
      expect(PROFILE_ID_MAX_LENGTH).toBe(100)
      expect(parseProfileId(raw)).toEqual(invalid)
    },
  )
})
