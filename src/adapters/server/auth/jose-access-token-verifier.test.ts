import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isTokenRejected } from '../../../application/server/ports/access-token-verifier.port.ts'
import { JoseAccessTokenVerifier } from './jose-access-token-verifier.ts'
import { startTestIssuer, type TestIssuer } from './testing/test-issuer.ts'

let issuer: TestIssuer
beforeAll(async () => {
  issuer = await startTestIssuer()
})
afterAll(() => issuer?.close())

const verifierAt = (clock: { now: number }) =>
  new JoseAccessTokenVerifier(
    { issuer: issuer.issuer, audience: issuer.audience, algorithms: ['RS256'], rolesClaim: 'roles' },
    undefined,
    () => clock.now,
  )

describe('remembering verified tokens', () => {
  it('answers a token it verified before with the same claims', async () => {
    const verifier = verifierAt({ now: Date.now() })
    const token = await issuer.token('alice', { roles: ['admin'], claims: { preferred_username: 'alice' } })
    const first = await verifier.verify(token)
    expect(first).toMatchObject({ subject: 'alice', roles: ['admin'], username: 'alice' })
    expect(await verifier.verify(token)).toEqual(first)
  })

  it('refuses a remembered token once it has expired', async () => {
    const clock = { now: Date.now() }
    const verifier = verifierAt(clock)
    const token = await issuer.token('bob', { expiresIn: 60 })
    expect(isTokenRejected(await verifier.verify(token))).toBe(false)
    clock.now += 60_000 + 10_000 // past exp and the 5 s tolerance
    expect(await verifier.verify(token)).toEqual({ _tag: 'TokenRejected', reason: 'ERR_JWT_EXPIRED' })
  })

  it('never remembers a refused token: a forged one stays refused', async () => {
    const verifier = verifierAt({ now: Date.now() })
    const forged = await issuer.token('mallory', { forged: true })
    expect(isTokenRejected(await verifier.verify(forged))).toBe(true)
    expect(isTokenRejected(await verifier.verify(forged))).toBe(true)
  })

  it('tells tokens apart: a remembered token never answers for another', async () => {
    const verifier = verifierAt({ now: Date.now() })
    const carol = await issuer.token('carol')
    const dave = await issuer.token('dave')
    expect(await verifier.verify(carol)).toMatchObject({ subject: 'carol' })
    expect(await verifier.verify(dave)).toMatchObject({ subject: 'dave' })
    expect(await verifier.verify(carol)).toMatchObject({ subject: 'carol' })
  })
})
