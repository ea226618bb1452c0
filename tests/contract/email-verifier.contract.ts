import { describe, expect, it } from 'vitest'
import type { EmailVerifier } from '../../src/application/server/ports/email-verifier.port.ts'

/** What every EmailVerifier must do whatever the world answers: the checks that need no mail server. */
export const emailVerifierContract = (name: string, make: () => EmailVerifier, now: () => number) =>
  describe(`EmailVerifier contract: ${name}`, () => {
    it('a string with no @ is invalid, and says so without asking anyone', async () => {
      const result = await make().verify('not an address')
      expect(result).toMatchObject({ verdict: 'invalid', mxHost: null })
      expect(result.reason).toMatch(/syntax/)
    })

    it('a reserved domain is unknown and never contacted', async () => {
      expect(await make().verify('anna@brightfold.example')).toMatchObject({
        verdict: 'unknown',
        mxHost: null,
      })
    })

    it('answers for the address it was given (trimmed) and dates the answer now', async () => {
      const before = now()
      const result = await make().verify('  anna@brightfold.example ')
      expect(result.address).toBe('anna@brightfold.example')
      expect(result.checkedAt).toBeGreaterThanOrEqual(before)
    })
  })
