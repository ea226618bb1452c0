import { existsSync, readFileSync, type Stats } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { notFoundBody } from './error-handler.ts'
import { loadPageRenderer } from './pages/page-renderer.ts'
import { renderedPages } from './pages/rendered-pages.ts'
import { staticCompression } from './static-compression.ts'

// Paths the single-page app must never swallow: they belong to the service.
const SERVICE_PREFIXES = ['/api/', '/oidc/', '/health', '/ready', '/metrics']
const isServicePath = (url: string) => SERVICE_PREFIXES.some((prefix) => url.startsWith(prefix))

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !isServicePath(request.url)

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated so a
 * new release is picked up at once. Text files go out compressed (brotli or gzip), from the copies the
 * build wrote beside them when they are fresh (static-compression.ts). The public pages
 * arrive drawn (pages/rendered-pages.ts); other page addresses get index.html and the app draws them,
 * its not-found page included; unknown service addresses get a JSON 404.
 */
export type WebAppOptions = {
  readonly distDir: string
  /**
   * Where browsers should use the app (PUBLIC_URL). Pages asked for at another address (127.0.0.1 for
   * localhost, a bare IP) are redirected there: sign-in only returns to the one registered address, and
   * storage is per origin, so a second address would mean a second, broken, signed-out app.
   */
  readonly canonicalOrigin?: string
  /** The built renderer of the public pages (dist-render/); without it every page is drawn in the browser. */
  readonly renderDir?: string
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

export const webAppPlugin = async (app: FastifyInstance, options: WebAppOptions) => {
  const root = resolve(options.distDir)
  const hasBuild = existsSync(resolve(root, 'index.html'))
  if (!hasBuild) app.log.warn({ root }, 'web app is not built: run `npm run build`')
  else {
    const compression = staticCompression(app)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The build's compressed copies are read by the compression hook, not served as files of their own.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.tmp'],
      index: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string, stat: Stats) => {
        const hashed = path.startsWith(`${resolve(root, 'assets')}/`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        compression.noteFile(reply, path, stat)
      },
    })
  }

  const renderer =
    hasBuild && options.renderDir !== undefined ? await loadPageRenderer(options.renderDir) : undefined
  if (hasBuild && renderer === undefined) app.log.warn('public pages are not pre-drawn: run `npm run build`')
  const pages =
    renderer === undefined
      ? undefined
      : renderedPages(app, { renderer, template: readFileSync(resolve(root, 'index.html'), 'utf8') })

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild || !wantsPage(request))
      return reply.status(404).send(notFoundBody(request.method, request.url))
    const canonical = options.canonicalOrigin
    if (canonical !== undefined && originOf(request) !== canonical)
      return reply.redirect(`${canonical}${request.url}`, 308)
    if (pages?.draws(request) && (await pages.send(request, reply))) return reply
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root)
  })
}
