import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { aBucket } from '../../../domain/credits/credits.fixture.ts'
import { KyselyCreditLedgerRepository } from './kysely-credit-ledger.repository.ts'
import { MIGRATIONS } from './migrations/migrate-to-latest.ts'
import { openDatabase } from './open-database.ts'

const folders: string[] = []
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))))

it('keeps its data in the data folder across restarts, migrating only once', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'leadlens-pglite-'))
  folders.push(dataDir)
  const first = await openDatabase({ dataDir })
  expect(first.kind).toBe('pglite')
  await new KyselyCreditLedgerRepository(first.db).grant('ada', [aBucket('a', 'lead', 5)])
  await first.close()

  const again = await openDatabase({ dataDir })
  try {
    expect(await new KyselyCreditLedgerRepository(again.db).buckets('ada')).toEqual([aBucket('a', 'lead', 5)])
    const migrations = await again.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute()
    expect(migrations).toHaveLength(Object.keys(MIGRATIONS).length)
  } finally {
    await again.close()
  }
}, 60_000)
