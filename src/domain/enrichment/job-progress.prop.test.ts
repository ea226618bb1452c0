import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canAddFoundToList,
  canCancel,
  canResume,
  etaSeconds,
  JOB_STATES,
  ROW_STATUSES,
  shownStatus,
} from './job-progress.ts'

describe('job progress', () => {
  it('the ETA shrinks as rows get done at a steady pace, and is null with nothing left or no pace yet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (total, msPerRow) => {
          const at = (done: number) => etaSeconds(done, total, done, done * msPerRow)
          expect(at(0)).toBeNull()
          expect(at(total)).toBeNull()
          if (total > 2) expect(at(1) ?? 0).toBeGreaterThanOrEqual(at(total - 1) ?? 0)
        },
      ),
    )
  })

  it('only a paused job shows its waiting rows as "not enough credits"; answered rows keep their status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROW_STATUSES), fc.constantFrom(...JOB_STATES), (status, state) => {
        const shown = shownStatus(status, state)
        if (status !== 'pending') expect(shown).toBe(status)
        else expect(shown).toBe(state === 'paused' ? 'no_credits' : 'pending')
      }),
    )
  })

  it('a job that can be cancelled cannot be resumed in the same state except when paused', () => {
    for (const state of JOB_STATES) if (canCancel(state) && canResume(state)) expect(state).toBe('paused')
  })

  it('the found people go to a list exactly when the job is not draft or running', () => {
    fc.assert(
      fc.property(fc.constantFrom(...JOB_STATES), (state) => {
        expect(canAddFoundToList(state)).toBe(state !== 'draft' && state !== 'running')
      }),
    )
  })
})
