import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { JOB_STATES } from './job-progress.ts'
import { RESULT_COLUMNS, resultHeader, resultRecord } from './result-file.ts'

describe('the result file', () => {
  it('every record lines up with the header and keeps the original cells first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }),
        fc.constantFrom('pending' as const, 'found' as const, 'not_found' as const, 'invalid' as const),
        fc.constantFrom(...JOB_STATES),
        (columns, cells, status, state) => {
          const record = resultRecord(columns.length, { cells, status, reason: null, answer: null }, state)
          expect(record.length).toBe(resultHeader(columns).length)
          expect(record.slice(0, columns.length)).toEqual(columns.map((_, i) => cells[i] ?? ''))
          expect(resultHeader(columns).slice(columns.length)).toEqual([...RESULT_COLUMNS])
        },
      ),
    )
  })

  it('a row never reached reads "not enough credits" while the job is paused for credits', () => {
    const record = resultRecord(1, { cells: ['x'], status: 'pending', reason: null, answer: null }, 'paused')
    expect(record.at(-2)).toBe('not enough credits')
  })
})
