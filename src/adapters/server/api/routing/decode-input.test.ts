import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiFailure } from './api-failure.ts'
import { decodeInput } from './decode-input.ts'

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

// Issue 29 §13: one rule for the query of every call.
describe('decoding a query', () => {
  const names = fc.dictionary(fc.string({ minLength: 1, maxLength: 200 }), fc.string(), { minKeys: 1 })

  it('refuses any parameter of a call that takes no query, naming a few, shortened', () => {
    fc.assert(
      fc.property(names, (query) => {
        const error = refusal(() => decodeInput(undefined, 'query', query))
        expect(error).toBeInstanceOf(ApiFailure)
        expect((error as ApiFailure).statusCode).toBe(400)
        expect((error as ApiFailure).message.length).toBeLessThan(400)
      }),
    )
  })

  it('refuses a parameter its schema does not name, as before', () => {
    const schema = Schema.Struct({ page: Schema.String })
    fc.assert(
      fc.property(names, (extra) => {
        fc.pre(Object.keys(extra).some((name) => name !== 'page'))
        expect(refusal(() => decodeInput(schema, 'query', { ...extra, page: '1' }))).toBeInstanceOf(
          ApiFailure,
        )
      }),
    )
  })

  it('takes no query and no parameters, and ignores a body of a call that takes none', () => {
    expect(decodeInput(undefined, 'query', {})).toBeUndefined()
    expect(decodeInput(undefined, 'body', { any: 'thing' })).toBeUndefined()
  })
})
