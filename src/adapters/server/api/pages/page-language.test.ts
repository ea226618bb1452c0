import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../../domain/preferences/language.ts'
import { LANGUAGE_COOKIE, pageLanguage } from './page-language.ts'

// Other cookies a browser may send alongside (names without `=` or `;`, values without `;`).
const otherCookie = fc
  .tuple(fc.stringMatching(/^[A-Za-z_][\w.-]{0,12}$/), fc.stringMatching(/^[^;]{0,16}$/))
  .filter(([name]) => name !== LANGUAGE_COOKIE)
  .map(([name, value]) => `${name}=${value}`)

describe('the language a drawn page is in', () => {
  it('is the saved language, wherever its cookie is among the others', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.array(otherCookie),
        fc.array(otherCookie),
        (language, before, after) => {
          const header = [...before, `${LANGUAGE_COOKIE}=${language}`, ...after].join('; ')
          expect(pageLanguage(header)).toBe(language)
        },
      ),
    )
  })

  it('is English, as the app starts, when nothing we speak was saved', () => {
    fc.assert(
      fc.property(fc.array(otherCookie), fc.string(), (others, value) => {
        fc.pre(!(LANGUAGES as readonly string[]).includes(value.trim()))
        expect(pageLanguage(others.join('; '))).toBe('en')
        expect(pageLanguage([...others, `${LANGUAGE_COOKIE}=${value}`].join('; '))).toBe('en')
      }),
    )
    expect(pageLanguage(undefined)).toBe('en')
  })
})
