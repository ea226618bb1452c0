import { ERROR_TEXTS_EN } from '../../domain/errors/error-texts.en.ts'
import { ERROR_TEXTS_ZH } from '../../domain/errors/error-texts.zh.ts'
import type { Language } from '../../domain/preferences/language.ts'
import en from './en.json'
import zh from './zh.json'

type Tree = { readonly [key: string]: string | Tree }

// Each feature may keep its own messages beside the core catalogue, as `features/<name>.<lang>.json`,
// so features grow without everyone editing one file. They are merged under their top-level keys.
const featureFiles = import.meta.glob<Tree>('./features/*.json', { eager: true, import: 'default' })

const merge = (base: Tree, extra: Tree, file: string): Tree => {
  const out: Record<string, string | Tree> = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const existing = out[key]
    if (existing === undefined) out[key] = value
    else if (typeof existing === 'object' && typeof value === 'object')
      out[key] = merge(existing, value, file)
    else throw new Error(`${file} redefines the message ${key}`)
  }
  return out
}

const catalogueFor = (language: Language, core: Tree): Tree =>
  Object.entries(featureFiles)
    .filter(([file]) => file.endsWith(`.${language}.json`))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .reduce((tree, [file, messages]) => merge(tree, messages, file), core)

/**
 * SPEC §8's error texts are the domain's (one source for both languages, checked by its own tests);
 * they fill every `errors.*` key the catalogues do not word themselves, so `t(outcome.messageKey)` never
 * shows a bare key.
 */
const withDefaults = (tree: Tree, texts: Readonly<Record<string, string>>): Tree => {
  const out = structuredClone(tree) as Record<string, string | Tree>
  for (const [key, text] of Object.entries(texts)) {
    const path = key.split('.')
    let node = out
    for (const part of path.slice(0, -1)) {
      const next = node[part]
      if (typeof next === 'string') throw new Error(`the message ${part} is both a text and a group`)
      node = (next ?? (node[part] = {})) as Record<string, string | Tree>
    }
    const leaf = path[path.length - 1] as string
    node[leaf] ??= text
  }
  return out
}

/** Every message of the app, per language: the core catalogue, every feature's, and the error texts. */
export const CATALOGUES: Readonly<Record<Language, Tree>> = {
  en: withDefaults(catalogueFor('en', en), ERROR_TEXTS_EN),
  zh: withDefaults(catalogueFor('zh', zh), ERROR_TEXTS_ZH),
}
