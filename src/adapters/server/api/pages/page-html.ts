import type { Language } from '../../../../domain/preferences/language.ts'

/** What the server fills the built index.html with for a page it rendered. */
export type RenderedPage = {
  readonly language: Language
  /** The markup of `#root`. */
  readonly markup: string
  /** The public answers it was drawn with, for the browser to take over with the same (page-answers.ts). */
  readonly answers: Readonly<Record<string, unknown>>
  /** The document's title ("Pricing · LeadLens"), in place of the template's. */
  readonly title?: string
}

// Kept in step with src/composition/page/page-answer-element.ts, which the browser reads it by (server
// code cannot import browser code); tests/e2e/first-load.e2e.test.ts fails on a mismatch.
const ANSWERS_ELEMENT_ID = 'page-answers'
const ROOT = '<div id="root"></div>'

// JSON in an HTML data block: `<` is escaped so that no `</script>` in a value can end the block early.
const asDataBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The built index.html with the page in it: `#root` holds the markup and names its language (the
 * browser takes over only markup in the language it would draw), the answers follow in a JSON block
 * (data, which the Content-Security-Policy lets through: it is never run), and `<html lang>` says the
 * language. Throws if the template lost its empty `#root`.
 */
export const pageHtml = (template: string, page: RenderedPage): string => {
  if (!template.includes(ROOT)) throw new Error('index.html has no empty <div id="root"></div>')
  const lang = page.language === 'zh' ? 'zh-CN' : page.language
  const filled =
    `<div id="root" data-language="${page.language}">${page.markup}</div>` +
    `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${asDataBlock(page.answers)}</script>`
  const titled =
    page.title === undefined
      ? template
      : template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title ?? '')}</title>`)
  return titled.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`).replace(ROOT, () => filled)
}
