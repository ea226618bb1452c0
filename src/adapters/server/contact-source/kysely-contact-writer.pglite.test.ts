import { openDatabase } from '../persistence/open-database.ts'
import { contactWriterSuite } from './testing/contact-writer.suite.ts'

contactWriterSuite('PGlite (in memory)', () => openDatabase({ dataDir: 'memory' }))
