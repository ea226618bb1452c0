import type { Language } from '../../domain/preferences/language.ts'
import type { Tree } from './build-catalogue.ts'

/**
 * Messages only some pages need (the dashboard's, the policies'), in a chunk per language that the
 * page fetches itself (`useMessages`), so the first page does not carry them. Everything else is in
 * the site catalogue (catalogue.<lang>.ts), there from the first render.
 */
export type MessagePart = {
  readonly name: string
  readonly load: Readonly<Record<Language, () => Promise<Tree>>>
}
