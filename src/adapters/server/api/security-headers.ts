import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export type SecurityHeaderOptions = {
  /** Other origins the web app talks to (an external OpenID Connect issuer); 'self' is always allowed. */
  readonly connectOrigins?: readonly string[]
  /** Other origins the web app shows images from (CSP_IMG_ORIGINS); 'self' and data: are always allowed. */
  readonly imageOrigins?: readonly string[]
}

// Answers of the service itself (JSON, the health checks) never run or load anything.
const SERVICE_PREFIXES = ['/api/', '/health', '/ready']

const ALWAYS = "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

const policy = (directives: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')

/**
 * The web app's policy (its pages and assets, and the provider under /oidc). Scripts only from the
 * service's own files: the built index.html has no inline script and the bundle no eval. Styles also
 * allow inline <style> elements, which sonner (the toasts) and Radix's scroll lock (every dialog)
 * insert at run time without a nonce; with images, fonts and connections held to the service, injected
 * CSS has nowhere to send what it reads. oidc-provider adds the hash of the one inline script it writes
 * (the form_post page) to `script-src` itself, so that directive must be there.
 */
export const webAppCsp = (options: SecurityHeaderOptions = {}): string =>
  `${policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(options.imageOrigins ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.connectOrigins ?? [])],
    'form-action': ["'self'"],
  })}; ${ALWAYS}`

/** The policy of the service's own answers: nothing at all may load or run. */
export const SERVICE_CSP = `default-src 'none'; form-action 'none'; ${ALWAYS}`

const HSTS = 'max-age=31536000; includeSubDomains'

const STATIC_HEADERS: ReadonlyArray<readonly [string, string]> = Object.entries({
  'x-content-type-options': 'nosniff',
  // The browsers' default, made explicit: other sites learn the origin, never a path or a query.
  'referrer-policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' for browsers that predate it.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
})

type HeaderList = ReadonlyArray<readonly [string, string]>

/**
 * Sets the headers of one response on the raw Node response, where they survive both a hijacked reply
 * (the provider under /oidc writes its own answer) and the framework-error path (which runs no hook).
 * A page that needs a stricter policy (the provider's pages, the sandbox checkout) replaces the CSP.
 * Both lists are made once: a request only picks one and sets it (issue 25: every request pays this).
 */
export const securityHeadersFor = (options: SecurityHeaderOptions = {}) => {
  const service: HeaderList = [['content-security-policy', SERVICE_CSP], ...STATIC_HEADERS]
  const page: HeaderList = [['content-security-policy', webAppCsp(options)], ...STATIC_HEADERS]
  return (request: FastifyRequest, raw: ServerResponse): void => {
    const url = request.url
    const headers = SERVICE_PREFIXES.some((prefix) => url.startsWith(prefix)) ? service : page
    for (const [name, value] of headers) raw.setHeader(name, value)
    // Only over HTTPS (a browser ignores it otherwise, and a plain-HTTP deployment must stay reachable);
    // behind a proxy, X-Forwarded-Proto tells (trustProxy).
    if (request.protocol === 'https') raw.setHeader('strict-transport-security', HSTS)
  }
}

export type ApplySecurityHeaders = ReturnType<typeof securityHeadersFor>

/**
 * On every request, first: the headers are in place whatever answers it. A callback hook, not an async
 * one: nothing here waits, and an async hook costs every request a promise and a turn of the microtask
 * queue.
 */
export const installSecurityHeaders = (app: FastifyInstance, apply: ApplySecurityHeaders) => {
  app.addHook('onRequest', (request, reply, done) => {
    apply(request, reply.raw)
    done()
  })
}
