import { contactSourceContract } from '../../../../tests/contract/contact-source.contract.ts'
import { openDatabase } from '../persistence/open-database.ts'
import { KyselyContactSource } from './kysely-contact-source.ts'
import { writeContactBatch } from './kysely-contact-writer.ts'
import { worldToBatch } from './testing/world-to-batch.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
contactSourceContract('Kysely on PGlite (in memory)', async (world) => {
  const database = await openDatabase({ dataDir: 'memory' })
  await writeContactBatch(database.db, worldToBatch(world))
  return { source: new KyselyContactSource(database.db), close: database.close }
})
