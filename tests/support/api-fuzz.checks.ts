// Test support: what every answer to a fuzzed request must be, whatever was sent. No 5xx; no internals
// (stack frames, source paths, exception names, SQL) in any text the service sends; every refusal the
// one error shape `{ statusCode, code, message }` with the response's own status.
import type { LightMyRequestResponse } from 'fastify'
import type { FuzzRequest } from './api-fuzz.requests.ts'

const LEAKS: readonly (readonly [string, RegExp])[] = [
  ['a stack frame', /\n\s+at |\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/],
  ['a source path', /\/src\/|\/work\/|\/home\/|\/tmp\/|[\w-]+\.(?:ts|tsx|mjs|cjs):\d+/],
  ['node_modules', /node_modules/],
  ['an exception name', /\b(?:[A-Z]\w*)?Error: /],
  [
    'SQL or a database error',
    /\b(?:syntax error at|violates \w+ constraint|relation "|duplicate key|SELECT .* FROM|pglite)\b/i,
  ],
  ['a framework code', /\bFST_[A-Z_]+|ERR_[A-Z_]{4,}/],
]

// Whatever the request carried may come back quoted in a refusal ("expected a string, got …"): an echo
// of the caller's own text is not a leak.
const echoed = (match: string, request: FuzzRequest) => {
  const sent = [request.url, request.payload ?? '', ...Object.values(request.headers)].join('\n')
  let decoded = sent
  try {
    decoded = decodeURIComponent(sent)
  } catch {}
  return sent.includes(match) || decoded.includes(match)
}

const isText = (type: string) => !/^application\/(?:zip|octet-stream)/.test(type)

/** What is wrong with this answer to this request; empty when nothing is. */
export const problemsWith = (request: FuzzRequest, response: LightMyRequestResponse): string[] => {
  const problems: string[] = []
  const status = response.statusCode
  if (status >= 500) problems.push(`status ${status}`)
  const type = String(response.headers['content-type'] ?? '')
  const texts = [
    ...(isText(type) ? [response.body] : []),
    ...Object.entries(response.headers).map(([name, value]) => `${name}: ${String(value)}`),
  ]
  for (const text of texts) {
    for (const [what, pattern] of LEAKS) {
      const match = pattern.exec(text)
      if (match !== null && !echoed(match[0], request))
        problems.push(`${what}: …${excerpt(text, match.index)}…`)
    }
  }
  if (status >= 400 && request.method !== 'HEAD') {
    let body: unknown
    try {
      body = JSON.parse(response.body)
    } catch {
      problems.push(`a ${status} whose body is not JSON: ${response.body.slice(0, 80)}`)
    }
    if (body !== undefined && !isErrorBody(body, status))
      problems.push(`a ${status} not in the error shape: ${response.body.slice(0, 120)}`)
  }
  return problems
}

const isErrorBody = (body: unknown, status: number) => {
  if (typeof body !== 'object' || body === null) return false
  const { statusCode, code, message, ...rest } = body as Record<string, unknown>
  return (
    statusCode === status &&
    typeof code === 'string' &&
    /^[A-Z][A-Z0-9_]*$/.test(code) &&
    typeof message === 'string' &&
    Object.keys(rest).length === 0
  )
}

const excerpt = (text: string, at: number) => text.slice(Math.max(0, at - 40), at + 80).replace(/\s+/g, ' ')
