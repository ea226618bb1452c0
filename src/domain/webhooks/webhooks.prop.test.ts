import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkTarget, isPublicAddress } from './target-address.ts'
import {
  isValidSignature,
  RETRY_FOR_MS,
  retryDelayMs,
  SIGNATURE_TOLERANCE_SECONDS,
  shouldRetry,
  signatureHeader,
} from './webhook-signature.ts'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))

describe('webhook signatures', () => {
  it('a delivery verifies with its secret, and fails once its body, time or secret differs', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.nat(2_000_000_000),
        fc.string(),
        (body, secret, t, other) => {
          const header = signatureHeader(hmac, secret, t, body)
          expect(isValidSignature(hmac, secret, header, body, t)).toBe(true)
          if (other !== body) expect(isValidSignature(hmac, secret, header, other, t)).toBe(false)
          expect(isValidSignature(hmac, `${secret}x`, header, body, t)).toBe(false)
          expect(isValidSignature(hmac, secret, header, body, t + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(
            false,
          )
        },
      ),
    )
  })

  it('retries back off and stop within a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(RETRY_FOR_MS * 2), (attempt, elapsed) => {
        expect(retryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempt))
        if (shouldRetry(attempt, elapsed)) expect(elapsed + retryDelayMs(attempt)).toBeLessThan(RETRY_FOR_MS)
      }),
    )
  })
})

describe('webhook targets', () => {
  it('never reach loopback, private or link-local IPv4 addresses, in any spelling of IPv6 too', () => {
    fc.assert(
      fc.property(v4, ([a, b, c, d]) => {
        const address = `${a}.${b}.${c}.${d}`
        const inner =
          a === 10 ||
          a === 127 ||
          (a === 172 && b >= 16 && b <= 31) ||
          (a === 192 && b === 168) ||
          (a === 169 && b === 254)
        if (inner) {
          expect(isPublicAddress(address)).toBe(false)
          expect(isPublicAddress(`::ffff:${address}`)).toBe(false)
          expect(checkTarget('https://hooks.example/x', [address], false)).toMatchObject({
            _tag: 'NotPublic',
          })
        }
        expect(isPublicAddress(`::ffff:${address}`)).toBe(isPublicAddress(address))
      }),
    )
  })

  it('refuses IPv6 loopback, unique-local and link-local; allows public ones; allows anything when told to', () => {
    for (const address of ['::1', '::', 'fd00::1', 'fc12:3456::9', 'fe80::1%eth0', '[::1]'])
      expect(isPublicAddress(address), address).toBe(false)
    for (const address of ['2606:4700:4700::1111', '8.8.8.8', '93.184.216.34'])
      expect(isPublicAddress(address)).toBe(true)
    expect(checkTarget('http://hooks.example/x', ['8.8.8.8'], false)).toEqual({ _tag: 'NotHttps' })
    expect(checkTarget('http://127.0.0.1:9/x', ['127.0.0.1'], true)).toBeNull()
    expect(checkTarget('https://hooks.example/x', ['8.8.8.8', '10.0.0.1'], false)).toEqual({
      _tag: 'NotPublic',
      address: '10.0.0.1',
    })
  })
})
