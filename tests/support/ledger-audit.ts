// Test support for the reveal proofs (the four-process proof, the failure drills): give a user credits
// straight in the database, pick people worth revealing, and read back what was charged and what was
// recorded as bought. Reads and writes go to the
// database directly (not through the service), so they work while the service's own path is cut.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../src/adapters/server/persistence/database-schema.ts'
import { KyselyCreditLedgerRepository } from '../../src/adapters/server/persistence/kysely-credit-ledger.repository.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'

const DAY = 86_400_000

/** Uses up every credit the user has (the FREE trial), then grants one lead bucket of `credits`. */
export const fundUser = async (db: Kysely<Database>, userId: string, credits: number, bucketId: string) => {
  await db.updateTable('credit_buckets').set({ used: sql`granted` }).where('user_id', '=', userId).execute()
  await new KyselyCreditLedgerRepository(db).grant(userId, [
    aBucket(bucketId, 'lead', credits, { startsAt: 0, expiresAt: Date.now() + 30 * DAY }),
  ])
}

/** People with something a reveal pays for (a valid email or a phone), in a stable order. */
export const peopleWorthRevealing = async (db: Kysely<Database>, count: number): Promise<string[]> => {
  const rows = await db
    .selectFrom('people')
    .select('profile_id')
    .where((e) =>
      e.or([
        // Invalid addresses are never shown, so they make no reveal worth paying for.
        e.exists(
          e
            .selectFrom('emails')
            .select('person_id')
            .whereRef('emails.person_id', '=', 'people.profile_id')
            .where('emails.status', '!=', 'invalid'),
        ),
        e.exists(
          e.selectFrom('phones').select('person_id').whereRef('phones.person_id', '=', 'people.profile_id'),
        ),
      ]),
    )
    .orderBy('profile_id')
    .limit(count)
    .execute()
  if (rows.length < count) throw new Error(`only ${rows.length} people to reveal, ${count} wanted`)
  return rows.map((r) => r.profile_id)
}

export type ChargeAudit = {
  /** Credits the funded bucket says were used (the trial was used up before, with no ledger lines). */
  readonly used: number
  /** Credits the ledger lines add up to. */
  readonly charged: number
  /** Credits charged per profile (the ledger line's reference). */
  readonly chargedFor: ReadonlyMap<string, number>
  /** Ledger lines per profile: more than one for a profile would be a double charge. */
  readonly linesFor: ReadonlyMap<string, number>
  /** Profiles the user may now see (the contact-access record). */
  readonly revealed: ReadonlySet<string>
}

export const auditCharges = async (
  db: Kysely<Database>,
  userId: string,
  bucketId: string,
): Promise<ChargeAudit> => {
  const [bucket, lines, revealed] = await Promise.all([
    db.selectFrom('credit_buckets').select('used').where('id', '=', bucketId).executeTakeFirstOrThrow(),
    db.selectFrom('credit_ledger').select(['reference', 'quantity']).where('user_id', '=', userId).execute(),
    db.selectFrom('revealed_contacts').select('profile_id').where('user_id', '=', userId).execute(),
  ])
  const chargedFor = new Map<string, number>()
  const linesFor = new Map<string, number>()
  for (const line of lines) {
    const reference = line.reference ?? '(none)'
    chargedFor.set(reference, (chargedFor.get(reference) ?? 0) + line.quantity)
    linesFor.set(reference, (linesFor.get(reference) ?? 0) + 1)
  }
  return {
    used: bucket.used,
    charged: lines.reduce((total, l) => total + l.quantity, 0),
    chargedFor,
    linesFor,
    revealed: new Set(revealed.map((r) => r.profile_id)),
  }
}

/**
 * The no-partial-charge invariant of a user who only revealed people with one lead bucket: every
 * credit used has its ledger line, every charged person has the access record and the reverse, and no
 * one was charged more than the one credit a reveal costs. Answers a description of what breaks it.
 */
export const partialCharges = (audit: ChargeAudit): string[] => {
  const problems: string[] = []
  if (audit.used !== audit.charged)
    problems.push(`the bucket used ${audit.used} credits but the ledger says ${audit.charged}`)
  for (const [profile, credits] of audit.chargedFor) {
    if (credits !== 1) problems.push(`${profile} charged ${credits} credits`)
    if (!audit.revealed.has(profile)) problems.push(`${profile} charged but not revealed`)
  }
  for (const profile of audit.revealed)
    if (!audit.chargedFor.has(profile)) problems.push(`${profile} revealed but not charged`)
  return problems
}
