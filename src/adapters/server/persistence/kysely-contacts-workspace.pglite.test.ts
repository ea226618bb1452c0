import { contactsWorkspaceContract } from '../../../../tests/contract/contacts-workspace.contract.ts'
import { kyselyWorkspaceWorld } from '../../../../tests/contract/kysely/workspace-world.ts'
import { KyselyContactsWorkspace } from './kysely-contacts-workspace.repository.ts'
import { openDatabase } from './open-database.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
contactsWorkspaceContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return {
    workspace: new KyselyContactsWorkspace(database.db),
    world: kyselyWorkspaceWorld(database.db),
    close: database.close,
  }
})
