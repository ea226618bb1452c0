import { describe, expect, it } from 'vitest'
import type { EmailVerification } from '../../../application/server/ports/email-verifier.port.ts'
import { RecordingMetrics } from '../../../application/testing/recording-metrics.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { MeasuredEmailVerifier } from './measured-email-verifier.ts'

const answer = (address: string, mxHost: string | null): EmailVerification => ({
  address,
  verdict: mxHost === null ? 'invalid' : 'valid',
  reason: '',
  mxHost,
  checkedAt: instant(0),
  disposable: false,
  freeWebmail: false,
  role: false,
  steps: [],
})

describe('MeasuredEmailVerifier', () => {
  it('counts each verdict, and times only the verifications that reached a mail server', async () => {
    const metrics = new RecordingMetrics()
    const verifier = new MeasuredEmailVerifier(
      {
        verify: async (address) => {
          await new Promise((turn) => setImmediate(turn)) // a conversation takes at least a turn of the loop
          return answer(address, address.endsWith('@mx.example') ? 'mx.example' : null)
        },
      },
      metrics,
    )
    expect((await verifier.verify('ada@mx.example')).verdict).toBe('valid')
    expect((await verifier.verify('not-an-address')).verdict).toBe('invalid')
    expect(metrics.verdicts.map((v) => v.verdict)).toEqual(['valid', 'invalid'])
    expect(metrics.verdicts[0]?.seconds).toBeGreaterThan(0)
    expect(metrics.verdicts[1]?.seconds).toBe(0)
  })
})
