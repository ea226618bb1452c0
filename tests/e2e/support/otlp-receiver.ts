import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One span as an OTLP collector receives it, flattened for assertions. */
export type ReceivedSpan = {
  readonly traceId: string
  readonly spanId: string
  /** Empty for a trace's root. */
  readonly parentSpanId: string
  readonly name: string
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  readonly kind: number
  readonly scope: string
  readonly attributes: Readonly<Record<string, string | number | boolean>>
  readonly resource: Readonly<Record<string, string | number | boolean>>
}

export type OtlpReceiver = {
  /** The base address for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  readonly endpoint: string
  /** Every span received so far. */
  readonly spans: () => readonly ReceivedSpan[]
  readonly close: () => Promise<void>
}

type JsonValue = {
  stringValue?: string
  intValue?: string | number
  boolValue?: boolean
  doubleValue?: number
}
type JsonAttribute = { key: string; value: JsonValue }
type JsonSpan = {
  traceId: string
  spanId: string
  parentSpanId?: string
  name: string
  kind: number
  attributes?: JsonAttribute[]
}
type JsonTraces = {
  resourceSpans?: {
    resource?: { attributes?: JsonAttribute[] }
    scopeSpans?: { scope?: { name?: string }; spans?: JsonSpan[] }[]
  }[]
}

const plainValue = (value: JsonValue) =>
  value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? Number.NaN)
const attributesOf = (attributes: JsonAttribute[] = []) =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, plainValue(attribute.value)]))

/**
 * A stand-in OpenTelemetry collector on loopback: it takes OTLP/HTTP in JSON (the service started with
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json) on POST /v1/traces and keeps every span.
 */
export const startOtlpReceiver = async (): Promise<OtlpReceiver> => {
  const received: ReceivedSpan[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as JsonTraces
        for (const resourceSpans of body.resourceSpans ?? []) {
          const resource = attributesOf(resourceSpans.resource?.attributes)
          for (const scopeSpans of resourceSpans.scopeSpans ?? [])
            for (const span of scopeSpans.spans ?? [])
              received.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                name: span.name,
                kind: span.kind,
                scope: scopeSpans.scope?.name ?? '',
                attributes: attributesOf(span.attributes),
                resource,
              })
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
