import { createRequire } from 'node:module'
import { FastifyOtelInstrumentation } from '@fastify/otel'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { NodeSDK } from '@opentelemetry/sdk-node'
import { OtelTracer } from './otel-tracer.ts'
import type { RunningTracing } from './process-tracing.ts'
import { traceLogFields } from './trace-log-fields.ts'

type Env = Readonly<Record<string, string | undefined>>

// Asked every few seconds by load balancers and scrapers: a trace each would bury the requests.
const UNTRACED_PATHS = new Set(['/health', '/ready', '/metrics'])
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/'

/**
 * The OpenTelemetry SDK, configured by the operator's OTEL_* settings alone (exporter, endpoint,
 * protocol, headers, sampler, batch sizes, resource). Loaded only when traces were asked for.
 */
export const startOtelSdk = (env: Env): RunningTracing => {
  const sdk = new NodeSDK({
    // The service's name unless the operator named it (a name given here would override theirs).
    ...(env.OTEL_SERVICE_NAME === undefined && !(env.OTEL_RESOURCE_ATTRIBUTES ?? '').includes('service.name=')
      ? { serviceName: 'leadlens' }
      : {}),
    // Metrics are prom-client's (GET /metrics) and logs are pino's: the SDK sends neither unless the
    // operator names an exporter for them (its defaults would push both to the trace collector).
    ...(env.OTEL_METRICS_EXPORTER === undefined ? { metricReaders: [] } : {}),
    ...(env.OTEL_LOGS_EXPORTER === undefined ? { logRecordProcessors: [] } : {}),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has(pathOf(request.url)),
      }),
      // The request and its handler; a span per lifecycle hook (a dozen plugins) would cost more than it tells.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (request) => UNTRACED_PATHS.has(pathOf(request.url)),
      }),
      // Statements inside traced work only: pg-boss polls every few seconds, and each poll would be a
      // trace. No span for taking a pooled connection (two a transaction, mostly instant): the pool's
      // waits are in the metrics (database pool waiting), and the statement spans show the gaps.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      // The command alone: a rate-limit key holds a caller's address or user id.
      new IORedisInstrumentation({
        requireParentSpan: true,
        dbStatementSerializer: (command) => command,
      }),
    ],
  })
  sdk.start()
  // The instrumentations patch a package when it is require()d. The service import()s ioredis (an ES
  // module importing a CommonJS one), which no require hook sees, so it is required once here: the
  // patch is on its client's prototype, which the later import shares. (pg is patched through the
  // files it requires itself; node:http through Fastify's require; Fastify through its diagnostics channel.)
  createRequire(import.meta.url)('ioredis')
  return { tracer: new OtelTracer(), logFields: traceLogFields, shutdown: () => sdk.shutdown() }
}
