import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  NewOptOutRequest,
  SuppressionList,
} from '../../src/application/server/ports/suppression-list.repository.port.ts'
import type { OptOutEmail } from '../../src/domain/opt-out/opt-out-email.ts'
import type { OptOutTokenHash } from '../../src/domain/opt-out/opt-out-token.ts'
import type { SuppressionKey } from '../../src/domain/opt-out/suppression-key.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { type Instant, instant } from '../../src/domain/shared/instant.ts'

/** One store (a database, or the fake's shared state) and lists opened on it with a pepper check each. */
export type OpenedSuppressionStore = {
  listWith(pepperCheck: string): SuppressionList
  close(): Promise<void>
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex')
// Tests share one store per file (PGlite takes seconds to start): every test makes its own hashes.
const aHash = () => hex(randomUUID()) as OptOutTokenHash
const aKey = () => hex(randomUUID()) as SuppressionKey
const PEPPER = 'check-of-the-pepper-in-use'
const t = (ms: number): Instant => instant(Date.UTC(2026, 4, 1) + ms)

const aRequest = (more: Partial<NewOptOutRequest> = {}): NewOptOutRequest => ({
  tokenHash: aHash(),
  profileId: `ada-${randomUUID().slice(0, 8)}` as ProfileId,
  email: `ada.${randomUUID().slice(0, 8)}@example.com` as OptOutEmail,
  requestedAt: t(0),
  expiresAt: t(86_400_000),
  ...more,
})

/** What every SuppressionList must do, whatever keeps the data (DESIGN rule 12). */
export const suppressionListContract = (name: string, open: () => Promise<OpenedSuppressionStore>) => {
  describe(`SuppressionList contract: ${name}`, () => {
    let opened: OpenedSuppressionStore | undefined
    const store = () => opened ?? expect.fail('the store did not open')
    const list = () => store().listWith(PEPPER)
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('finds a pending request by its token hash, with the person it names', async () => {
      const request = aRequest()
      await list().addRequest(request)
      expect(await list().findRequest(request.tokenHash)).toEqual({ ...request, confirmedAt: null })
      expect(await list().findRequest(aHash())).toBeUndefined()
    })

    it('confirming forgets the person, keeps the times, and succeeds only once', async () => {
      const request = aRequest()
      await list().addRequest(request)
      expect(await list().markConfirmed(request.tokenHash, t(5_000))).toBe(true)
      expect(await list().findRequest(request.tokenHash)).toEqual({
        tokenHash: request.tokenHash,
        profileId: null,
        email: null,
        requestedAt: request.requestedAt,
        expiresAt: request.expiresAt,
        confirmedAt: t(5_000),
      })
      expect(await list().markConfirmed(request.tokenHash, t(6_000))).toBe(false)
      expect(await list().markConfirmed(aHash(), t(6_000))).toBe(false)
    })

    it('two confirmations at once: exactly one succeeds', async () => {
      const request = aRequest()
      await list().addRequest(request)
      const results = await Promise.all([
        list().markConfirmed(request.tokenHash, t(1)),
        list().markConfirmed(request.tokenHash, t(2)),
      ])
      expect(results.filter(Boolean)).toHaveLength(1)
    })

    it('answers which of the keys asked about are suppressed; adding a key twice keeps it once', async () => {
      const [profile, email, other] = [aKey(), aKey(), aKey()]
      expect(await list().suppressedAmong([profile, email])).toEqual(new Set())
      await list().suppress(
        [
          { kind: 'profile', key: profile },
          { kind: 'email', key: email },
        ],
        t(0),
      )
      await list().suppress([{ kind: 'profile', key: profile }], t(1))
      expect(await list().suppressedAmong([profile, other, email, profile])).toEqual(
        new Set([profile, email]),
      )
      expect(await list().suppressedAmong([])).toEqual(new Set())
      // A list opened later on the same store (another process, a re-import) sees them too.
      expect(await store().listWith(PEPPER).suppressedAmong([email])).toEqual(new Set([email]))
    })

    it('purges requests whose link expired, pending or confirmed, and only those', async () => {
      const base = 10 * 86_400_000
      const expired = aRequest({ requestedAt: t(base), expiresAt: t(base + 1_000) })
      const confirmedExpired = aRequest({ requestedAt: t(base), expiresAt: t(base + 1_000) })
      const lastMoment = aRequest({ requestedAt: t(base), expiresAt: t(base + 2_000) })
      const live = aRequest({ requestedAt: t(base), expiresAt: t(base + 9_000) })
      for (const r of [expired, confirmedExpired, lastMoment, live]) await list().addRequest(r)
      await list().markConfirmed(confirmedExpired.tokenHash, t(base + 10))
      expect(await list().purgeExpired(t(base + 2_000))).toBeGreaterThanOrEqual(2)
      expect(await list().findRequest(expired.tokenHash)).toBeUndefined()
      expect(await list().findRequest(confirmedExpired.tokenHash)).toBeUndefined()
      // Expiring at the very moment asked is not yet "before now".
      expect(await list().findRequest(lastMoment.tokenHash)).toMatchObject({ confirmedAt: null })
      expect(await list().findRequest(live.tokenHash)).toMatchObject({ profileId: live.profileId })
      expect(await list().purgeExpired(t(base + 2_000))).toBe(0)
    })

    it('once keys are written, a list hashing with another pepper is refused by every method', async () => {
      await list().suppress([{ kind: 'email', key: aKey() }], t(0))
      const wrong = store().listWith('check-of-another-pepper')
      const request = aRequest()
      for (const call of [
        () => wrong.addRequest(request),
        () => wrong.findRequest(request.tokenHash),
        () => wrong.suppress([{ kind: 'profile', key: aKey() }], t(0)),
        () => wrong.markConfirmed(request.tokenHash, t(0)),
        () => wrong.suppressedAmong([aKey()]),
        () => wrong.purgeExpired(t(0)),
      ])
        await expect(call()).rejects.toThrow(/SUPPRESSION_PEPPER/)
      // The refused write left nothing behind.
      expect(await list().findRequest(request.tokenHash)).toBeUndefined()
    })
  })
}
