import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * The web app's public pages, the ones a search engine should find (the API reference beside them). A
 * page has one address whatever its language: the language is the visitor's saved choice (the
 * `preferredLanguage` cookie), not part of the address, so each is listed once and no hreflang
 * alternates are offered (they need an address per language). search-engine.routes.test.ts holds this
 * list to the web app's route tree.
 */
export const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/how-to-use',
  '/contact-us',
  '/opt-out',
  '/privacy',
  '/terms',
  '/docs/api',
] as const

/**
 * What crawlers are asked to leave alone: the dashboard, the API, the identity provider, the sign-in
 * return and the service's probes. Each is a path prefix (robots.txt matches by prefix).
 */
export const PRIVATE_PREFIXES = ['/admin', '/api/', '/oidc/', '/callback', '/health', '/ready'] as const

const ONE_DAY_SECONDS = 24 * 60 * 60

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')

export const sitemapXml = (origin: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')

/**
 * GET /robots.txt and /sitemap.xml (issue 29 §24), with absolute addresses at PUBLIC_URL's origin (the
 * request's own origin only where none is configured, as in the app's unit tests). Registered as routes,
 * so they win over the web app's not-found handler, which answers any other page address with the app.
 */
export const searchEngineRoutes = (app: FastifyInstance, publicOrigin: string | undefined) => {
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .send(robotsTxt(originOf(request))),
  )
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
      .send(sitemapXml(originOf(request))),
  )
}
