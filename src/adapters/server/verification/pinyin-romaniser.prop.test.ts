import fc from 'fast-check'
import { pinyin } from 'pinyin-pro'
import { describe, expect, it } from 'vitest'
import { renderPattern } from '../../../domain/email/email-pattern.ts'
import { candidateAddresses, learnPatterns } from '../../../domain/email/pattern-learning.ts'
import { nameParts, namePartsOfFullName } from '../../../domain/email/person-name.ts'
import { romanisePinyin } from './pinyin-romaniser.ts'

// Common family names and given-name characters (among them 吕 and 绿, whose pinyin has ü).
const FAMILY = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高吕'] as const
const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰绿'] as const
const family = fc.constantFrom(...FAMILY)
const given = fc.array(fc.constantFrom(...GIVEN), { minLength: 1, maxLength: 2 }).map((c) => c.join(''))
const spelt = (text: string) => pinyin(text, { toneType: 'none', type: 'array' }).join('').replace(/ü/g, 'u')

describe('Chinese names in the finder: characters in pinyin', () => {
  it('candidates for a name in characters are the pinyin ones: unique, lower-case, well-formed', () => {
    fc.assert(
      fc.property(family, given, (f, g) => {
        const parts = nameParts(g, f, romanisePinyin)
        expect(parts).toEqual({ first: [spelt(g)], last: [spelt(f)] })
        const addresses = candidateAddresses(
          parts ?? { first: [], last: [] },
          'acme.cn',
          learnPatterns([]),
        ).map((c) => c.address)
        expect(addresses[0]).toBe(`${spelt(g)}.${spelt(f)}@acme.cn`)
        expect(new Set(addresses).size).toBe(addresses.length)
        for (const address of addresses) expect(address).toMatch(/^[a-z0-9]+([._-][a-z0-9]+)*@acme\.cn$/)
      }),
    )
  })

  it('a held name in characters is family name first, and teaches the pattern it was written in', () => {
    fc.assert(
      fc.property(
        family,
        given,
        fc.constantFrom('first.last' as const, 'last.first' as const, 'flast' as const),
        (f, g, p) => {
          const parts = namePartsOfFullName(`${f}${g}`, romanisePinyin)
          expect(parts).toEqual({ first: [spelt(g)], last: [spelt(f)] })
          if (parts === null) return
          const learned = learnPatterns([{ name: parts, localPart: renderPattern(p, parts) }])
          expect(learned.counts.map((c) => c.pattern)).toContain(p)
        },
      ),
    )
  })

  it('spells known names, two-character family names and ü; leaves Latin names alone', () => {
    expect(namePartsOfFullName('张伟', romanisePinyin)).toEqual({ first: ['wei'], last: ['zhang'] })
    expect(namePartsOfFullName('欧阳娜娜', romanisePinyin)).toEqual({ first: ['nana'], last: ['ouyang'] })
    expect(nameParts('明', '吕', romanisePinyin)).toEqual({ first: ['ming'], last: ['lu'] })
    expect(nameParts('Wei', 'Zhang', romanisePinyin)).toEqual({ first: ['wei'], last: ['zhang'] })
    expect(nameParts('伟', '张')).toBeNull()
  })
})
