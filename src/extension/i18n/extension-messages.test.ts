import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WEB_LANGUAGE_KEY } from '../../adapters/browser/extension/extension-preferences.ts'
import { PREFERRED_LANGUAGE_KEY } from '../../adapters/browser/storage/local-storage-preferences.ts'
import { CREDIT_KINDS } from '../../domain/credits/credit-kind.ts'
import { CATALOGUES } from '../../ui/i18n/catalogues.ts'
import { createExtensionI18n, EXTENSION_MESSAGES } from './extension-i18n.ts'

const EXTENSION = join(import.meta.dirname, '..')

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

describe("the extension's messages", () => {
  it('English and Chinese have the same keys, none empty', () => {
    expect(keysOf(EXTENSION_MESSAGES.zh).sort()).toEqual(keysOf(EXTENSION_MESSAGES.en).sort())
    for (const language of ['en', 'zh'] as const)
      expect(JSON.stringify(EXTENSION_MESSAGES[language])).not.toMatch(/:\s*""/)
  })

  it("every key the extension's pages ask for exists in both languages (its own or the web app's)", () => {
    const known = (language: 'en' | 'zh') =>
      new Set([...keysOf(CATALOGUES[language]), ...keysOf(EXTENSION_MESSAGES[language])])
    const missing = sources(EXTENSION).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)'/g)]
        .map((match) => match[1] as string)
        .filter((key) => !known('en').has(key) || !known('zh').has(key))
        .map((key) => `${relative(EXTENSION, file)}: ${key}`),
    )
    expect(missing).toEqual([])
  })

  it('the popup is made with the messages its pages name by pattern: the credit kinds, in both languages', async () => {
    const instance = await createExtensionI18n('en')
    for (const lng of ['en', 'zh'] as const)
      for (const kind of CREDIT_KINDS)
        expect(instance.exists(`subscription.credits.kinds.${kind}`, { lng }), `${lng}: ${kind}`).toBe(true)
  })

  it("the language sync reads the web app's key and writes the extension's", () => {
    const script = readFileSync(join(EXTENSION, 'content/language-sync.ts'), 'utf8')
    expect(script).toContain(`const SAVED_LANGUAGE_KEY = '${PREFERRED_LANGUAGE_KEY}'`)
    expect(script).toContain(`const EXTENSION_KEY = '${WEB_LANGUAGE_KEY}'`)
  })
})
