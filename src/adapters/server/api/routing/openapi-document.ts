import { Schema } from 'effect'
import { type AnyRoute, type ErrorDoc, isBinaryMediaType, isTextMediaType } from './route.ts'

type JsonObject = Record<string, unknown>

const jsonSchemaOf = (schema: Schema.Constraint): JsonObject => {
  const document = Schema.toJsonSchemaDocument(schema)
  const definitions = document.definitions as JsonObject
  // Inline documents only: a schema with named definitions would need its $refs rewritten.
  if (Object.keys(definitions).length > 0) return { ...document.schema, $defs: definitions }
  return document.schema as JsonObject
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/** Query and path parameters, one per property of the route's (struct) schema. */
const parametersOf = (schema: Schema.Constraint | undefined, where: 'path' | 'query') => {
  if (schema === undefined) return []
  const json = jsonSchemaOf(schema)
  const properties = (json.properties ?? {}) as Record<string, JsonObject>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }))
}

const ERROR_BODY = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', description: 'Stable; branch on this, not on the message.' },
    message: { type: 'string' },
  },
}

const errorResponses = (route: AnyRoute) => {
  const docs: ErrorDoc[] = [...(route.errors ?? [])]
  if (route.params !== undefined || route.query !== undefined || route.body !== undefined)
    docs.push({ status: 400, code: 'INVALID_REQUEST', when: 'the input does not match the schema' })
  if (route.access !== 'public') docs.push({ status: 401, code: 'UNAUTHENTICATED', when: 'no valid token' })
  if (route.access === 'admin')
    docs.push({ status: 403, code: 'FORBIDDEN', when: 'the caller is not an admin' })
  const byStatus = new Map<number, ErrorDoc[]>()
  for (const doc of docs) byStatus.set(doc.status, [...(byStatus.get(doc.status) ?? []), doc])
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.map((d) => `${d.code}: ${d.when}`).join('; '),
        content: { 'application/json': { schema: ERROR_BODY } },
      },
    ]),
  )
}

const operationOf = (route: AnyRoute) => ({
  summary: route.summary,
  tags: [route.tag],
  ...(route.access === 'public' ? {} : { security: [{ bearer: [] }] }),
  ...(route.access === 'admin' ? { 'x-required-role': 'admin' } : {}),
  parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
  ...(route.multipart !== undefined
    ? {
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: Object.fromEntries(
                  Object.entries(route.multipart.fields).map(([name, description]) => [
                    name,
                    name === 'file'
                      ? { type: 'string', contentMediaType: 'application/octet-stream', description }
                      : { type: 'string', description },
                  ]),
                ),
              },
            },
          },
        },
      }
    : {}),
  ...(route.body === undefined
    ? {}
    : {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(route.body) } },
        },
      }),
  responses: {
    [String(route.status ?? 200)]: {
      description: 'Success',
      ...(isTextMediaType(route.produces)
        ? { content: { [route.produces]: { schema: { type: 'string' } } } }
        : isBinaryMediaType(route.produces)
          ? {
              content: { [route.produces]: { schema: { type: 'string', contentMediaType: route.produces } } },
            }
          : route.response === undefined
            ? {}
            : { content: { 'application/json': { schema: jsonSchemaOf(route.response) } } }),
    },
    ...errorResponses(route),
  },
})

/** The OpenAPI 3.1 document of a route table, built from the very schemas the routes decode with. */
export const openApiDocument = (
  routes: readonly AnyRoute[],
  info: { readonly title: string; readonly version: string },
) => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) }
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'See docs/api.md for errors and the credit rules.' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  }
}
