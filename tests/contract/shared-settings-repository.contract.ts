import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  SettingRecord,
  SharedSettingsRepository,
} from '../../src/application/server/ports/shared-settings.repository.port.ts'
import { instant } from '../../src/domain/shared/instant.ts'

export type SharedSettingsFixture = {
  readonly repo: SharedSettingsRepository
  readonly close: () => Promise<void>
}

const at = (ms: number) => instant(Date.UTC(2026, 10, 28) + ms)
const record = (name: string, fingerprint: string, by: string, ms = 0): SettingRecord => ({
  name,
  fingerprint,
  recordedAt: at(ms),
  recordedBy: by,
})

/** What every SharedSettingsRepository must do, on every database and in memory (DESIGN rule 12). */
export const sharedSettingsRepositoryContract = (name: string, open: () => Promise<SharedSettingsFixture>) =>
  describe(`SharedSettingsRepository contract: ${name}`, () => {
    let f: SharedSettingsFixture
    beforeAll(async () => {
      f = await open()
    })
    afterAll(() => f?.close())

    it('answers nothing the first time, then what the process before recorded, for the names asked only', async () => {
      expect(await f.repo.exchange([record('A', 'a1', 'first'), record('B', 'b1', 'first')])).toEqual([])
      const before = await f.repo.exchange([record('A', 'a2', 'second', 1000)])
      expect(before).toEqual([record('A', 'a1', 'first')])
      // The last to start is what the next one compares with.
      const sorted = (records: readonly SettingRecord[]) =>
        [...records].sort((x, y) => x.name.localeCompare(y.name))
      expect(
        sorted(await f.repo.exchange([record('A', 'a3', 'third', 2000), record('B', 'b3', 'third', 2000)])),
      ).toEqual([record('A', 'a2', 'second', 1000), record('B', 'b1', 'first')])
      expect(await f.repo.exchange([])).toEqual([])
    })

    it('lets processes that start at once record one after another: each sees the one before it', async () => {
      const names = ['C']
      const starts = await Promise.all(
        ['p1', 'p2', 'p3', 'p4'].map((by) => f.repo.exchange(names.map((n) => record(n, `fp-${by}`, by)))),
      )
      // One saw nothing (the first); the other three each saw a different process before them.
      expect(starts.filter((seen) => seen.length === 0)).toHaveLength(1)
      const seenBy = starts.flatMap((seen) => seen.map((r) => r.recordedBy))
      expect(new Set(seenBy).size).toBe(3)
    })
  })
