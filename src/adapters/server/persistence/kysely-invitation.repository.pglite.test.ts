import { invitationRepositoryContract } from '../../../../tests/contract/invitation-repository.contract.ts'
import { KyselyInvitationRepository } from './kysely-invitation.repository.ts'
import { openDatabase } from './open-database.ts'
import { seedInvitationUsage } from './testing/seed-invitation-usage.ts'

// One in-memory PGlite for the whole file: it takes seconds to start (STACK.md).
invitationRepositoryContract('Kysely on PGlite (in memory)', async () => {
  const database = await openDatabase({ dataDir: 'memory' })
  return {
    repo: new KyselyInvitationRepository(database.db),
    recordUsage: seedInvitationUsage(database.db),
    close: database.close,
  }
})
