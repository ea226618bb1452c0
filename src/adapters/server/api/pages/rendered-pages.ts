import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Language } from '../../../../domain/preferences/language.ts'
import { appendVary, chooseEncoding, compress, type Encoding } from '../static-compression.ts'
import { pageHtml } from './page-html.ts'
import { pageLanguage } from './page-language.ts'
import type { PageRenderer } from './page-renderer.ts'

// The public answers the pages are drawn with (src/composition/page/page-answers.ts).
const ANSWER_PATHS = ['/api/stats', '/api/site-config'] as const
// The live counts change at most every 10 s (GetStats); a page is drawn again no more often.
const FRESH_FOR_MS = 10_000

type Bodies = Readonly<Record<'identity' | Encoding, Buffer>>
type Drawn = { readonly expires: number; readonly bodies: Promise<Bodies> }

export type RenderedPagesOptions = {
  readonly renderer: PageRenderer
  /** The built index.html: its scripts and styles wrap every page. */
  readonly template: string
  readonly now?: () => number
}

/**
 * Issue 8: `/` and `/pricing` arrive drawn, so they paint before any script runs (and the app's scripts
 * can wait for the visitor, main.tsx). A page is drawn once per language every ten seconds, with the
 * service's own public answers, and kept compressed. A page that cannot be drawn is left to the browser,
 * as every other page is.
 */
export const renderedPages = (app: FastifyInstance, options: RenderedPagesOptions) => {
  const now = options.now ?? Date.now
  const drawn = new Map<string, Drawn>()

  const answer = async (path: string) => {
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } })
    return response.statusCode === 200 ? (response.json() as unknown) : undefined
  }

  const draw = async (path: string, language: Language): Promise<Bodies> => {
    const answers = Object.fromEntries(
      await Promise.all(ANSWER_PATHS.map(async (answerPath) => [answerPath, await answer(answerPath)])),
    )
    const drawnPage = await options.renderer.render({ path, language, answers })
    const { markup, title } =
      typeof drawnPage === 'string' ? { markup: drawnPage, title: undefined } : drawnPage
    const html = Buffer.from(
      pageHtml(options.template, { language, markup, answers, ...(title === undefined ? {} : { title }) }),
    )
    const [br, gzip] = await Promise.all([compress.br(html), compress.gzip(html)])
    return { identity: html, br, gzip }
  }

  // Each page is drawn by the first request after it went stale; the requests meanwhile share that draw.
  const page = (path: string, language: Language): Promise<Bodies> => {
    const key = `${language} ${path}`
    const kept = drawn.get(key)
    if (kept !== undefined && kept.expires > now()) return kept.bodies
    const bodies = draw(path, language)
    drawn.set(key, { expires: now() + FRESH_FOR_MS, bodies })
    // A failure is not kept: the next visitor's request tries again.
    bodies.catch(() => drawn.delete(key))
    return bodies
  }

  return {
    /** Whether the address is one of the drawn pages, asked for as it is (no query: that is the app's). */
    draws: (request: FastifyRequest) => options.renderer.paths.includes(request.url),
    /** Sends the drawn page; false when it could not be drawn (logged), for the caller to send the shell. */
    send: async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const language = pageLanguage(request.headers.cookie)
      try {
        const bodies = await page(request.url, language)
        const encoding = chooseEncoding(request.headers['accept-encoding'])
        reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8')
        appendVary(reply)
        if (encoding !== null) reply.header('content-encoding', encoding)
        await reply.send(bodies[encoding ?? 'identity'])
        return true
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'page could not be drawn; sending the shell')
        return false
      }
    },
  }
}
