import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IdempotencyStore } from '../../src/application/server/ports/idempotency-store.port.ts'
import { IDEMPOTENCY_TTL_MS, RUNNING_STALE_MS } from '../../src/domain/idempotency/idempotency.ts'
import { instant } from '../../src/domain/shared/instant.ts'

export type OpenedIdempotencyStore = { readonly store: IdempotencyStore; close(): Promise<void> }

let n = 0
const aKey = () => `user-${++n} key-${Date.now().toString(36)}`

/** The contract every IdempotencyStore keeps: run on the in-memory double and on Kysely. */
export const idempotencyStoreContract = (name: string, open: () => Promise<OpenedIdempotencyStore>) =>
  describe(`IdempotencyStore contract: ${name}`, () => {
    let opened: OpenedIdempotencyStore
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('claims a key once; the same request waits while it runs, then replays its answer', async () => {
      const { store } = opened
      const key = aKey()
      expect(await store.begin(key, 'A', instant(1000))).toEqual({ _tag: 'Run' })
      expect(await store.begin(key, 'A', instant(1001))).toEqual({ _tag: 'InProgress' })
      expect(await store.begin(key, 'B', instant(1001))).toEqual({ _tag: 'Mismatch' })
      await store.complete(key, { status: 201, body: '{"ok":true}' })
      expect(await store.begin(key, 'A', instant(2000))).toEqual({
        _tag: 'Replay',
        answer: { status: 201, body: '{"ok":true}' },
      })
      expect(await store.begin(key, 'B', instant(2000))).toEqual({ _tag: 'Mismatch' })
    })

    it('of many racing claims, exactly one runs', async () => {
      const { store } = opened
      const key = aKey()
      const decisions = await Promise.all(
        Array.from({ length: 20 }, () => store.begin(key, 'A', instant(5000))),
      )
      expect(decisions.filter((d) => d._tag === 'Run')).toHaveLength(1)
      expect(decisions.filter((d) => d._tag === 'InProgress')).toHaveLength(19)
    })

    it('frees a released key, a stale running one, and any key after a day', async () => {
      const { store } = opened
      const released = aKey()
      await store.begin(released, 'A', instant(0))
      await store.release(released)
      expect(await store.begin(released, 'B', instant(1))).toEqual({ _tag: 'Run' })

      const stale = aKey()
      await store.begin(stale, 'A', instant(0))
      expect(await store.begin(stale, 'A', instant(RUNNING_STALE_MS))).toEqual({ _tag: 'Run' })

      const old = aKey()
      await store.begin(old, 'A', instant(0))
      await store.complete(old, { status: 200, body: '{}' })
      expect(await store.begin(old, 'B', instant(IDEMPOTENCY_TTL_MS))).toEqual({ _tag: 'Run' })
    })
  })
