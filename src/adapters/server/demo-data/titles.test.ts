import { describe, expect, it } from 'vitest'
import { isDecisionMakerSeniority } from './demo-records.ts'
import { seededRandom } from './seeded-random.ts'
import { assignRoles } from './titles.ts'

// The words a buyer reads as "can decide"; a title carries one exactly when its seniority is a decision maker's.
const DECISION_MAKER_WORDS =
  /\b(Chief|CEO|CFO|CTO|COO|CMO|CRO|CPO|CIO|President|VP|SVP|Director|Head|Founder|Owner|Partner)\b/

describe('assignRoles', () => {
  it('starts every company with its top executive', () => {
    for (let i = 0; i < 200; i++) {
      const [top] = assignRoles(seededRandom(`top/${i}`), 10, 40)
      expect(top?.seniority === 'founder' || top?.seniority === 'c_level').toBe(true)
    }
  })

  it('gives each chief role to one person at most', () => {
    for (let i = 0; i < 100; i++) {
      const chiefs = assignRoles(seededRandom(`chiefs/${i}`), 60, 5000)
        .filter((role) => role.seniority === 'c_level')
        .map((role) => role.title.replace(/^Chief (\w)\w* Officer$/, 'C$1O'))
      expect(new Set(chiefs).size).toBe(chiefs.length)
    }
  })

  it('words a title as a decision maker exactly when its seniority is one', () => {
    for (let i = 0; i < 300; i++) {
      for (const role of assignRoles(seededRandom(`words/${i}`), 60, 800)) {
        expect({ title: role.title, dm: DECISION_MAKER_WORDS.test(role.title) }).toEqual({
          title: role.title,
          dm: isDecisionMakerSeniority(role.seniority),
        })
      }
    }
  })

  it('returns no roles for an empty company', () => {
    expect(assignRoles(seededRandom('none'), 0, 10)).toEqual([])
  })
})
