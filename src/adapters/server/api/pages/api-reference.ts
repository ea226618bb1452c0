import scalarApiReference from '@scalar/fastify-api-reference'
import type { FastifyInstance } from 'fastify'
import { appendVary, chooseEncoding, keptCompressions } from '../static-compression.ts'
import { scalarCopies } from './api-reference-copies.ts'

/** The interactive reference: Scalar's renderer over the OpenAPI document the route table makes. */
export const API_REFERENCE_PATH = '/docs/api'
const ASSETS = `${API_REFERENCE_PATH}/scalar`

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

// Scalar's light theme draws its quiet text, method badges and code colours at 2.9–3.9:1 (issue 29 §22):
// those colours, darkened to at least 4.5:1 on every background the theme puts them on (#fff, #f6f6f6,
// #fbfbfb). Selectors with the body's element name outweigh the theme's own `.light-mode` rules whatever
// their order. Code samples wrap instead of scrolling sideways: a scrolling block is a region a keyboard
// cannot reach (axe's scrollable-region-focusable), and Scalar's code elements take no tabindex; its own
// rules for them are more specific than any one selector here, hence !important. On wide screens the
// info links (support, terms) show their icon only, their words hidden with display:none, which leaves
// the links nameless (axe link-name): the words stay hidden from sight but not from screen readers.
export const REFERENCE_CSS = `body.light-mode {
  --scalar-color-2: #5c5c5c;
  --scalar-color-3: #666666;
  --scalar-color-green: #006b43;
  --scalar-color-blue: #005f9e;
  --scalar-color-orange: #b53d00;
  --scalar-color-red: #c4000a;
  --scalar-color-yellow: #7a6000;
}
.scalar-app code.hljs, .scalar-app pre code {
  white-space: pre-wrap !important;
  overflow-wrap: anywhere !important;
  overflow: visible !important;
}
.scalar-app .icons-only a > span {
  display: inline !important;
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}`

// No inline script, so the strict CSP (script-src 'self') holds: the document's address and the
// configuration ride on a JSON block Scalar reads, and Scalar's own bundle comes from this origin.
// Its default fonts would come from another host: the system's are used instead.
const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttribute(title)} reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script id="api-reference" type="application/json" data-url="/api/openapi.json" data-configuration="${escapeAttribute(
  JSON.stringify({
    withDefaultFonts: false,
    hideClientButton: true,
    showDeveloperTools: 'never',
    telemetry: false,
    // Its "Ask AI" talks to Scalar's own service, another host (which the CSP refuses anyway).
    agent: { disabled: true },
    metaData: { title },
    customCss: REFERENCE_CSS,
  }),
)}"></script>
<script src="${ASSETS}/js/scalar.js"></script>
</body>
</html>
`

/**
 * GET /docs/api: the reference page; Scalar's bundle is served by its Fastify plugin under
 * /docs/api/scalar (its own page there, which needs an inline script, is not offered).
 */
export const installApiReference = async (
  app: FastifyInstance,
  title: string,
  /** Where the build put the bundle's compressed copies (api-reference-copies.ts); absent: none. */
  renderDir?: string,
): Promise<void> => {
  const html = page(title)
  app.get(API_REFERENCE_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').send(html))
  // In a scope of its own, so the compression hook sees only Scalar's answers.
  await app.register(async (scope) => {
    compressBundle(scope, scalarCopies(renderDir))
    await scope.register(scalarApiReference, scalarOptions)
  })
}

/**
 * Scalar's bundle is 4.9 MB of JavaScript, which its plugin sends as it is: the build's compressed copy
 * (read once and kept), or compressed here once per encoding when there is none, as the web app's files
 * are (static-compression.ts).
 */
const compressBundle = (scope: FastifyInstance, copies: ReturnType<typeof scalarCopies>) => {
  const compressed = keptCompressions()
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload
    appendVary(reply)
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (encoding === null) return payload
    // Read only when neither a kept body nor the build's copy answers.
    const plain = () => Buffer.from(payload)
    const body = await compressed(request.url, encoding, async () => plain(), copies(encoding, plain))
    reply.removeHeader('content-length').header('content-encoding', encoding)
    return body
  })
}

const scalarOptions = {
  routePrefix: ASSETS,
  configuration: { url: '/api/openapi.json' },
  logLevel: 'warn',
  hooks: {
    onRequest: async (request, reply) => {
      if (!request.url.startsWith(`${ASSETS}/js/`)) return reply.redirect(API_REFERENCE_PATH, 302)
      reply.header('cache-control', 'public, max-age=3600')
    },
  },
} satisfies Parameters<typeof scalarApiReference>[1]
