// One reveal through the product's own use case and adapters (RevealProfile over KyselyContactSource and
// KyselyContactAccessRepository), on a database the caller opened: what the pgbench ceiling's script is
// checked against (reveal-script.test.ts), so the two cannot drift apart.

import { KyselyContactSource } from '../../../src/adapters/server/contact-source/kysely-contact-source.ts'
import { writeContactBatch } from '../../../src/adapters/server/contact-source/kysely-contact-writer.ts'
import { KyselyContactAccessRepository } from '../../../src/adapters/server/persistence/kysely-contact-access.repository.ts'
import { KyselyCreditLedgerRepository } from '../../../src/adapters/server/persistence/kysely-credit-ledger.repository.ts'
import type { OpenDatabase } from '../../../src/adapters/server/persistence/open-database.ts'
import { RevealProfile } from '../../../src/application/server/reveal-profile.use-case.ts'
import { aBucket, at } from '../../../src/domain/credits/credits.fixture.ts'
import type { ProfileId } from '../../../src/domain/profiles/profile-id.ts'
import { instant } from '../../../src/domain/shared/instant.ts'

const NOW = at(Date.UTC(2026, 0, 10))

/** A person with an email and a phone, and a user with one lead bucket that pays for them. */
export const seedOneReveal = async (database: OpenDatabase, key: string) => {
  const profileId = `ceiling-person-${key}` as ProfileId
  const domain = `ceiling-${key}.example`
  await writeContactBatch(database.db, {
    companies: [
      {
        name: `Ceiling ${key}`,
        domain,
        website: null,
        country: null,
        logoUrl: null,
        url: null,
        region: null,
        industry: null,
        employeeCount: null,
      },
    ],
    people: [
      {
        profileId,
        name: 'Ceiling Person',
        title: 'Engineer',
        isDecisionMaker: false,
        seniority: null,
        companyDomain: domain,
        emails: [{ address: `person@${domain}`, status: 'valid', checkedAt: instant(Date.UTC(2026, 0, 5)) }],
        phones: [{ e164: '+8613800000000', type: 'mobile', whatsappValid: true }],
      },
    ],
  })
  const userId = `ceiling-user-${key}`
  await new KyselyCreditLedgerRepository(database.db).grant(userId, [
    aBucket(`ceiling-bucket-${key}`, 'lead', 10),
  ])
  return { profileId, userId }
}

/** Reveals the seeded person as the product does for GET /api/contact/profile/{id}?reveal=true. */
export const revealOnce = (database: OpenDatabase, seeded: { profileId: ProfileId; userId: string }) => {
  const use = new RevealProfile(
    new KyselyContactSource(database.db),
    new KyselyCreditLedgerRepository(database.db),
    new KyselyContactAccessRepository(database.db),
    { now: () => NOW },
  )
  return use.execute({
    caller: { userId: seeded.userId, isAdmin: false, username: 'ceiling', email: null, avatar: null },
    profileId: seeded.profileId,
    reveal: true,
    wants: { emails: true, phones: true },
  })
}
