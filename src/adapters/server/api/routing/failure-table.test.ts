import { describe, expect, it } from 'vitest'
import { ApiFailure } from './api-failure.ts'
import { failureTable } from './failure-table.ts'

type Refusal = { readonly _tag: 'Missing' } | { readonly _tag: 'Taken'; readonly name: string }

describe("an area's failure table", () => {
  const refuse = failureTable<Refusal>({
    Missing: { status: 404, code: 'MISSING', message: 'Not there' },
    Taken: (failure) => ({ status: 409, code: 'TAKEN', message: `${failure.name} is taken` }),
  })

  it('turns each failure into the answer of its row, worded from the failure where the row says', () => {
    const missing = refuse({ _tag: 'Missing' })
    expect(missing).toBeInstanceOf(ApiFailure)
    expect(missing.toBody()).toEqual({ statusCode: 404, code: 'MISSING', message: 'Not there' })
    expect(refuse({ _tag: 'Taken', name: 'ACME' }).toBody()).toEqual({
      statusCode: 409,
      code: 'TAKEN',
      message: 'ACME is taken',
    })
  })
})
