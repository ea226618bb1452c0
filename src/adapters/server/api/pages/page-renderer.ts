import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Language } from '../../../../domain/preferences/language.ts'

/**
 * The web app's own renderer of its public pages (src/render-page.tsx, built into dist-render/ by
 * `npm run build`). The service loads the built file, never the source: server code does not import
 * the web app's (tests/architecture/import-rules.ts).
 */
export type PageRenderer = {
  /** The addresses it draws; every other page is the app's shell, drawn in the browser. */
  readonly paths: readonly string[]
  /**
   * The page drawn signed out with the public answers given: the markup of `#root`, with the document's
   * title (a renderer built before titles answers the markup alone).
   */
  render(request: {
    readonly path: string
    readonly language: Language
    readonly answers: Readonly<Record<string, unknown>>
  }): Promise<string | { readonly markup: string; readonly title: string }>
}

type RendererModule = {
  readonly RENDERED_PATHS: readonly string[]
  readonly renderPage: PageRenderer['render']
}

export const RENDERER_FILE = 'render-page.js'

/** The renderer in `dir`, or undefined when it is not built (the pages are then drawn in the browser). */
export const loadPageRenderer = async (dir: string): Promise<PageRenderer | undefined> => {
  const file = resolve(dir, RENDERER_FILE)
  if (!existsSync(file)) return undefined
  const module = (await import(pathToFileURL(file).href)) as RendererModule
  return { paths: module.RENDERED_PATHS, render: module.renderPage }
}
