// Test support: the Kysely EmailRecords over an opened database, with the seeding the contract needs.

import { KyselyEmailRecords } from '../../../src/adapters/server/persistence/kysely-email-records.repository.ts'
import type { OpenDatabase } from '../../../src/adapters/server/persistence/open-database.ts'
import type { EmailRecordsHarness } from '../email-records.contract.ts'

export const kyselyEmailRecordsHarness = (
  database: OpenDatabase,
  close: () => Promise<void>,
): EmailRecordsHarness => ({
  records: new KyselyEmailRecords(database.db),
  seed: async (emails) => {
    for (const [index, e] of emails.entries()) {
      const profileId = `contract-person-${index}`
      await database.db
        .insertInto('people')
        .values({
          profile_id: profileId,
          company_id: null,
          name: e.name,
          title: null,
          is_decision_maker: false,
          seniority: null,
        })
        .execute()
      await database.db
        .insertInto('emails')
        .values({
          person_id: profileId,
          address: e.address,
          status: e.verdict,
          checked_at: new Date(e.checkedAt),
        })
        .execute()
    }
  },
  revealEmails: async (userId, index) => {
    await database.db
      .insertInto('users')
      .values({ id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute()
    const at = new Date()
    await database.db
      .insertInto('revealed_contacts')
      .values({
        user_id: userId,
        profile_id: `contract-person-${index}`,
        emails: true,
        phones: false,
        first_revealed_at: at,
        revealed_at: at,
      })
      .execute()
  },
  copiesOf: async (address) =>
    (
      await database.db
        .selectFrom('emails')
        .select(['status', 'reason', 'checked_at'])
        .where('address', '=', address)
        .orderBy('id')
        .execute()
    ).map((row) => ({ verdict: row.status, reason: row.reason, checkedAt: row.checked_at.getTime() })),
  close,
})
