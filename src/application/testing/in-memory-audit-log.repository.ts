import type { AuditEntry, AuditValue, NewAuditEntry } from '../../domain/audit/audit-entry.ts'
import type { AuditLogPage, AuditLogRepository } from '../server/ports/audit-log.repository.port.ts'

type Stored = AuditEntry & { readonly seq: number }

// What a PostgreSQL text (and jsonb string) cannot hold: NUL, and UTF-16 that is not well formed.
const storable = (text: string): boolean => !/[\0\p{Cs}]/u.test(text)
const storableValue = (value: AuditValue): boolean => typeof value !== 'string' || storable(value)

/**
 * AuditLogRepository in memory, with the database's semantics: entries numbered in the order written,
 * kept as copies, and (as the text and jsonb columns do) text PostgreSQL cannot store refused, writing
 * nothing.
 */
export class InMemoryAuditLogRepository implements AuditLogRepository {
  private entries: readonly Stored[] = []
  private lastSeq = 0

  async append(entry: NewAuditEntry): Promise<void> {
    const seq = ++this.lastSeq
    const texts = [
      entry.target.id,
      ...(entry.actor._tag === 'User' ? [entry.actor.userId, entry.actor.username] : []),
    ]
    const details = Object.entries(entry.details)
    if (
      !texts.every(storable) ||
      !details.every(([field, c]) => storable(field) && storableValue(c.from) && storableValue(c.to))
    )
      throw new Error('audit log: the entry holds text the database cannot store')
    const stored: Stored = {
      id: String(seq),
      actor: { ...entry.actor },
      action: entry.action,
      target: { ...entry.target },
      details: Object.fromEntries(details.map(([field, c]) => [field, { from: c.from, to: c.to }])),
      at: entry.at,
      seq,
    }
    this.entries = [...this.entries, Object.freeze(stored)]
  }

  async page(offset: number, limit: number): Promise<AuditLogPage> {
    const sorted = [...this.entries].sort((a, b) => b.at - a.at || b.seq - a.seq)
    return {
      total: sorted.length,
      entries: sorted.slice(offset, offset + limit).map(({ seq: _, ...entry }) => entry),
    }
  }
}
