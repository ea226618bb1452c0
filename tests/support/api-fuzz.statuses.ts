// Test support: the statuses the OpenAPI document allows for a request (issue 29 §12). A request is
// matched to an operation by method (HEAD as its GET) and by its path against the path templates (a
// parameter is one segment, empty too, as the router takes it); the answer's status must be one the
// operation documents. A request that matches no operation (a wrong method, a changed path) may only be
// told there is no such call, or be refused for its address, headers or body before that is known.
import type { FuzzRequest } from './api-fuzz.requests.ts'

type OpenApiDocument = {
  readonly paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
}

export type DocumentedStatuses = (request: FuzzRequest) => {
  readonly operation: string
  readonly statuses: ReadonlySet<number>
}

// No operation: 404 NOT_FOUND, or refused first for the request itself (a malformed %-escape or body, a
// body too large or of a type nothing reads, headers too large, the per-address limit); OPTIONS is the
// CORS preflight's, answered for any address (docs/api.md, "Errors").
const NO_OPERATION = new Set([400, 404, 413, 414, 415, 429, 431])
const PREFLIGHT = new Set([204, ...NO_OPERATION])

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// As the request reaches the router: Fastify's inject parses the address as a URL, resolving `/..`.
const pathOf = (url: string) => {
  try {
    return new URL(url, 'http://service.test').pathname
  } catch {
    return url.split('?')[0] ?? ''
  }
}

export const documentedStatuses = (document: OpenApiDocument): DocumentedStatuses => {
  const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      name: `${method.toUpperCase()} ${template}`,
      pattern: new RegExp(
        `^${template
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('[^/]*')}$`,
      ),
      statuses: new Set(Object.keys(operation.responses).map(Number)),
    })),
  )
  return (request) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const path = pathOf(request.url)
    const found = operations.find((o) => o.method === method && o.pattern.test(path))
    if (found !== undefined) return { operation: found.name, statuses: found.statuses }
    return request.method === 'OPTIONS'
      ? { operation: 'a CORS preflight', statuses: PREFLIGHT }
      : { operation: 'no operation', statuses: NO_OPERATION }
  }
}
