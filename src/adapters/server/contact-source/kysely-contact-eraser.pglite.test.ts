import { contactEraserContract } from '../../../../tests/contract/contact-eraser.contract.ts'
import { openDatabase } from '../persistence/open-database.ts'
import { KyselyContactEraser } from './kysely-contact-eraser.ts'
import { KyselyContactSource } from './kysely-contact-source.ts'
import { writeContactBatch } from './kysely-contact-writer.ts'
import { worldToBatch } from './testing/world-to-batch.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
contactEraserContract('Kysely on PGlite (in memory)', async (world) => {
  const database = await openDatabase({ dataDir: 'memory' })
  await writeContactBatch(database.db, worldToBatch(world))
  return {
    source: new KyselyContactSource(database.db),
    eraser: new KyselyContactEraser(database.db),
    close: database.close,
  }
})
