export type Tree = { readonly [key: string]: string | Tree }

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

/**
 * SPEC §8's error texts are the error table's (src/ui/errors/error-texts.*.ts: one source for both
 * languages, checked by its own tests); they fill every `errors.*` key the catalogues do not word
 * themselves, so `t(outcome.messageKey)` never shows a bare key.
 */
const withDefaults = (tree: Tree, texts: Readonly<Record<string, string>>): Tree => {
  const out = structuredClone(tree) as Record<string, string | Tree>
  for (const [key, text] of Object.entries(texts)) {
    const path = key.split('.')
    let node = out
    for (const part of path.slice(0, -1)) {
      let next = node[part]
      if (typeof next === 'string') throw new Error(`the message ${part} is both a text and a group`)
      if (next === undefined) {
        next = {}
        node[part] = next
      }
      node = next as Record<string, string | Tree>
    }
    const leaf = path[path.length - 1] as string
    node[leaf] ??= text
  }
  return out
}

/**
 * One language's messages: its core catalogue, every feature's file (`features/<name>.<lang>.json`,
 * merged under their top-level keys in file order) and the error texts for what is left unworded.
 */
export const buildCatalogue = (
  core: Tree,
  featureFiles: Readonly<Record<string, Tree>>,
  errorTexts: Readonly<Record<string, string>>,
): Tree =>
  withDefaults(
    Object.entries(featureFiles)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .reduce((tree, [file, messages]) => merge(tree, messages, file), core),
    errorTexts,
  )

/** One language's parts as one catalogue; a message defined in two parts is an error, as in two files. */
export const joinParts = (parts: Readonly<Record<string, Tree>>): Tree =>
  Object.entries(parts).reduce<Tree>((tree, [name, part]) => merge(tree, part, `the ${name} part`), {})
