import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ERROR_I18N_KEYS } from '../../src/ui/errors/error-i18n-keys.ts'
import { SIGN_IN_MESSAGE_KEYS } from '../../src/ui/errors/sign-in-messages.ts'

// Issue 23: the domain holds business rules only; issue 30: the use cases too. What a failure looks
// like to the user (an i18n key, an HTTP status, a toast or a dialog) is the UI's (src/ui/errors/), so
// a scan of the domain's and the use cases' code finds none of them.

const root = resolve(import.meta.dirname, '../..')
const list = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return list(path, keep)
    return keep(entry.name) ? [path] : []
  })

type Tree = { readonly [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  )

/** Every message key the web app's catalogues word, the error table's and the sign-in messages'. */
const I18N_KEYS = new Set([
  ...list(join(root, 'src/ui/i18n'), (name) => name.endsWith('en.json')).flatMap((file) =>
    leaves(JSON.parse(readFileSync(file, 'utf8')) as Tree),
  ),
  ...ERROR_I18N_KEYS,
  ...Object.values(SIGN_IN_MESSAGE_KEYS),
])

const codeIn = (dir: string) =>
  list(join(root, dir), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
const DOMAIN_CODE = codeIn('src/domain')
// The use cases too (issue 30): deciding is theirs, wording and showing are the adapters' and the UI's.
// Not the fakes in application/testing: a fake of an HTTP gateway stands in for an adapter and answers
// as the wire does.
const APPLICATION_CODE = codeIn('src/application').filter((file) => !file.includes('/application/testing/'))

// A whole key in quotes, or the fixed head of a key built in a template (`onboarding.region.${value}`).
// Lookarounds, so a stray apostrophe in a comment cannot pair with a key's opening quote.
const QUOTED = /(?<=['"`])([A-Za-z]\w*(?:\.\w+)+\.?)(?=['"`]|\$\{)/g
const keysIn = (code: string): string[] =>
  [...code.matchAll(QUOTED)].flatMap(([text]) => {
    if (!text.endsWith('.')) return I18N_KEYS.has(text) ? [text] : []
    return [...I18N_KEYS].some((key) => key.startsWith(text)) ? [`${text}…`] : []
  })

// An HTTP status compared or stored (`status === 429`, `statusCode: 401`), or an outcome of the UI's table.
const PRESENTATION = [
  /\bstatus(Code)?\s*(===|!==|==|!=|:)\s*[1-5]\d\d\b/,
  /_tag:\s*'(Dialog|Toast|Inline|ErrorPage)'/,
]

const findings = [...DOMAIN_CODE, ...APPLICATION_CODE].map((file) => {
  const code = readFileSync(file, 'utf8')
  return {
    file: relative(root, file),
    keys: keysIn(code),
    presentation: PRESENTATION.filter((pattern) => pattern.test(code)).map(String),
  }
})

// Words for people in a language: a use case decides what is said, an adapter or the UI words it (the
// opt-out mail's English and Chinese moved to adapters/server/mail/). Chinese text is the part a scan
// can see; the domain may hold some as data (plan names, column headers it recognises), so only the
// use cases are held to it.
const CHINESE = /[\u3400-\u9fff\uff01-\uff5e]/
const wordedIn = (code: string) =>
  code.split('\n').filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && CHINESE.test(line))

describe('the domain and the use cases hold business rules only (no presentation)', () => {
  it('reads the domain and the catalogues, so a pass is not vacuous', () => {
    expect(DOMAIN_CODE.length).toBeGreaterThan(50)
    expect(I18N_KEYS.size).toBeGreaterThan(200)
    // Source text, not a template: the scan must see the `${` a built key is followed by.
    const sample = ["// the user's 'errors.server_error'; y = `onboarding.region.$", '{r}`'].join('')
    expect(keysIn(sample)).toEqual(['errors.server_error', 'onboarding.region.…'])
  })

  it('names no HTTP status and builds no dialog, toast or error page', () => {
    expect(findings.filter((f) => f.presentation.length > 0)).toEqual([])
    expect(
      PRESENTATION.some((pattern) => pattern.test("if (status === 429) return { _tag: 'Dialog' }")),
    ).toBe(true)
  })

  it('the use cases word nothing for people: no Chinese text outside comments', () => {
    const worded = APPLICATION_CODE.flatMap((file) => {
      const lines = wordedIn(readFileSync(file, 'utf8'))
      return lines.length === 0 ? [] : [{ file: relative(root, file), lines }]
    })
    expect(APPLICATION_CODE.length).toBeGreaterThan(100)
    expect(worded).toEqual([])
    expect(wordedIn("subject: '确认删除您的资料',\n// 确认 in a comment")).toHaveLength(1)
  })

  it('holds no i18n key', () => {
    const offenders = findings.filter((f) => f.keys.length > 0)
    expect(offenders.map(({ file, keys }) => ({ file, keys }))).toEqual([])
  })
})
