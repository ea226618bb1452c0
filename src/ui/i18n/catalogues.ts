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

/** Every message of the app, per language: the core catalogue and every feature's. */
export const CATALOGUES: Readonly<Record<Language, Tree>> = {
  en: catalogueFor('en', en),
  zh: catalogueFor('zh', zh),
}
