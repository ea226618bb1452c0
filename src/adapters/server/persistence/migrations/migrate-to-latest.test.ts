import { describe, expect, it } from 'vitest'
import { isOtherSchemaGone } from './migrate-to-latest.ts'

describe('migrating beside other schemas', () => {
  it('repeats the look when another schema vanished under it, never when ours did or for another error', () => {
    const gone = (name: string) =>
      Object.assign(new Error(`schema "${name}" does not exist`), { code: '3F000' })
    expect(isOtherSchemaGone(gone('ll_test_abc_pgboss'), 'll_test_def')).toBe(true)
    expect(isOtherSchemaGone(gone('ll_test_def'), 'll_test_def')).toBe(false)
    expect(
      isOtherSchemaGone(Object.assign(new Error('relation does not exist'), { code: '42P01' }), 'public'),
    ).toBe(false)
    expect(isOtherSchemaGone(undefined, 'public')).toBe(false)
  })
})
