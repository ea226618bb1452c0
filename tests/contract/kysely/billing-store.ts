// Test support: the Kysely billing store with what its contract needs to set up and inspect. Not product code.

import { KyselyBillingRepository } from '../../../src/adapters/server/persistence/kysely-billing.repository.ts'
import type { OpenDatabase } from '../../../src/adapters/server/persistence/open-database.ts'
import { inviteCodeFor, type OpenedBilling } from '../billing.contract.ts'

export const kyselyBillingStore = (database: OpenDatabase, close: () => Promise<void>): OpenedBilling => {
  const { db } = database
  return {
    repo: new KyselyBillingRepository(db),
    addHolder: async ({ userId, username, email }) => {
      await db.insertInto('users').values({ id: userId, username, email }).execute()
    },
    addInvitation: async (id, discount) => {
      const now = new Date()
      await db
        .insertInto('distributors')
        .values({ id: `d-${id}`, name: 'Distributor' })
        .execute()
      await db
        .insertInto('invitations')
        .values({
          id,
          distributor_id: `d-${id}`,
          invite_code: inviteCodeFor(id),
          discount_fen: discount,
          created_at: now,
          updated_at: now,
        })
        .execute()
    },
    usagesOf: async (orderId) => {
      const rows = await db
        .selectFrom('invitation_usages')
        .select('id')
        .where('order_id', '=', orderId)
        .execute()
      return rows.length
    },
    close,
  }
}
