// Test support: request bodies for the API fuzzer, from the route's valid body to no JSON at all.
import fc from 'fast-check'
import { fuzzText, huge } from './api-fuzz.texts.ts'

/** JSON values of every type, with prototype keys and the route's own keys among object keys. */
export const jsonValue = (keys: readonly string[]): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1),
      fuzzText,
      fc.array(tie('value'), { maxLength: 4 }),
      fc
        .array(
          fc.tuple(
            fc.constantFrom(...keys, '__proto__', 'constructor', 'prototype', 'toJSON', 'x'),
            tie('value'),
          ),
          { maxLength: 5 },
        )
        .map((entries) => Object.fromEntries(entries)),
    ),
  })).value

const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth)

/** The valid body with one field broken, deleted or added. */
const mutatedBody = (body: Record<string, unknown>): fc.Arbitrary<string> => {
  const keys = Object.keys(body)
  return fc
    .tuple(
      fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'),
      fc.oneof(jsonValue(keys), fc.constant(undefined)),
    )
    .map(([key, value]) => {
      const copy: Record<string, unknown> = { ...body }
      if (value === undefined) delete copy[key]
      // An own property named __proto__ (a computed key defines it, an assignment would not).
      else Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true })
      return JSON.stringify(copy)
    })
}

/** A body text: the valid one, broken JSON, wrong types, deep nesting, too large, prototype keys. */
export const bodyOf = (template: unknown): fc.Arbitrary<string | undefined> => {
  const valid = template === undefined ? undefined : JSON.stringify(template)
  const keys = typeof template === 'object' && template !== null ? Object.keys(template as object) : ['x']
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 4 },
    { arbitrary: fc.constant(undefined), weight: 2 },
    {
      arbitrary:
        typeof template === 'object' && template !== null && !Array.isArray(template)
          ? mutatedBody(template as Record<string, unknown>)
          : jsonValue(keys).map((v) => JSON.stringify(v) ?? 'null'),
      weight: 6,
    },
    { arbitrary: jsonValue(keys).map((v) => JSON.stringify(v) ?? 'null'), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '{"broken',
        '{',
        '',
        'null',
        '[',
        '{"a":1,}',
        "{'a':1}",
        '{"a":NaN}',
        '\uFEFF{}',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `{"a":"${'\\ud800'}"}`,
        '{"a":1}{"b":2}',
      ),
      weight: 2,
    },
    {
      arbitrary: fc
        .integer({ min: 100, max: 30_000 })
        .chain((depth) =>
          fc.constantFrom(
            nested(depth, '[', ']'),
            nested(depth, '{"a":', '}'),
            `{"${keys[0] ?? 'x'}":${nested(depth, '[', ']')}}`,
            `{"__proto__":{},"${keys[0] ?? 'x'}":${nested(depth, '[', ']')}}`,
          ),
        ),
      weight: 1,
    },
    { arbitrary: huge(60_000, 120_000).map((text) => JSON.stringify({ [keys[0] ?? 'x']: text })), weight: 1 },
  )
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
