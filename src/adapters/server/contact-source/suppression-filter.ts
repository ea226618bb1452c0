import type { Kysely } from 'kysely'
import { pepperCheck, personKeys } from '../../../domain/opt-out/suppression-key.ts'
import { nodeDigest } from '../node-digest.ts'
import type { Database } from '../persistence/database-schema.ts'
import { KyselySuppressionList } from '../persistence/kysely-suppression-list.repository.ts'
import type { ContactBatch } from './contact-batch.ts'

export type SuppressionFilter = {
  /** Refuses (throws) when the list was written with another pepper: checked before any work starts. */
  check(): Promise<void>
  /** The batch without the people who opted out (by profile id or by any of their addresses). */
  apply(batch: ContactBatch): Promise<{ readonly batch: ContactBatch; readonly suppressed: number }>
}

/**
 * What keeps opted-out people out of the contact tables: the importer and the demo loader pass every
 * batch through it. One query per batch, whatever its size; companies are kept (they are not people).
 */
export const suppressionFilter = (db: Kysely<Database>, pepper: string): SuppressionFilter => {
  const sha256 = nodeDigest.sha256Hex
  const list = new KyselySuppressionList(db, pepperCheck(pepper, sha256))
  return {
    check: async () => {
      await list.suppressedAmong([])
    },
    apply: async (batch) => {
      if (batch.people.length === 0) return { batch, suppressed: 0 }
      const keyed = batch.people.map((person) => ({
        person,
        keys: personKeys(
          { profileId: person.profileId, emails: person.emails.map((e) => e.address) },
          pepper,
          sha256,
        ),
      }))
      const hits = await list.suppressedAmong(keyed.flatMap(({ keys }) => keys))
      if (hits.size === 0) return { batch, suppressed: 0 }
      const people = keyed
        .filter(({ keys }) => !keys.some((key) => hits.has(key)))
        .map(({ person }) => person)
      return { batch: { ...batch, people }, suppressed: batch.people.length - people.length }
    },
  }
}
