import { webhookRepositoryContract } from '../../../../tests/contract/webhook-repository.contract.ts'
import { KyselyWebhookRepository } from './kysely-webhook.repository.ts'
import { openDatabase } from './open-database.ts'
import { addUserRow } from './testing/add-user-row.ts'

webhookRepositoryContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return {
    repo: new KyselyWebhookRepository(database.db),
    addUser: (profile) => addUserRow(database.db, profile),
    close: database.close,
  }
})
