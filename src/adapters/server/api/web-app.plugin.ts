import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { notFoundBody } from './error-handler.ts'

// Paths the single-page app must never swallow: they belong to the service.
const SERVICE_PREFIXES = ['/api/', '/oidc/', '/health', '/ready']
const isServicePath = (url: string) => SERVICE_PREFIXES.some((prefix) => url.startsWith(prefix))

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !isServicePath(request.url)

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated so a
 * new release is picked up at once. Unknown page addresses get index.html and the app's own
 * not-found page; unknown service addresses get a JSON 404.
 */
export const webAppPlugin = async (app: FastifyInstance, options: { distDir: string }) => {
  const root = resolve(options.distDir)
  const hasBuild = existsSync(resolve(root, 'index.html'))
  if (!hasBuild) app.log.warn({ root }, 'web app is not built: run `npm run build`')
  else
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        const hashed = path.startsWith(`${resolve(root, 'assets')}/`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild || !wantsPage(request))
      return reply.status(404).send(notFoundBody(request.method, request.url))
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root)
  })
}
